import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { NoteField } from '../../../../components/note-field';
import { useForm } from 'react-hook-form';
import { disputeDecisionSchema } from '@portal/shared/leads';
import { formResolver } from '../../../../lib/form-resolver';
import { notify } from '../../../../lib/notify';
import { errorMessage } from '../../../../lib/http/error-message';
import type { DisputeDecision } from '../../api/decide-dispute';
import { useDecideDisputes } from '../../api/dispute-queue';

const plural = (count: number) => `${count} dispute${count === 1 ? '' : 's'}`;

/** The same decision, with one note, on every selected dispute; says how many were decided and which were not. */
export function QueueDecisionBar({
  selected,
  onDecided,
}: {
  selected: { id: string; accountId: string }[];
  onDecided: (decidedIds: string[]) => void;
}) {
  const decide = useDecideDisputes();
  const form = useForm<DisputeDecision>({
    resolver: formResolver(disputeDecisionSchema),
    defaultValues: { decision: 'APPROVED', note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submitAs = (decision: DisputeDecision['decision']) => {
    form.setValue('decision', decision);
    return form.handleSubmit(async (values) => {
      const results = await decide.mutateAsync({ disputes: selected, decision: values });
      const done = results.filter((result) => result.answer.status === 'fulfilled');
      const failed = results.filter((result) => result.answer.status === 'rejected');
      const verb = values.decision === 'APPROVED' ? 'approved' : 'rejected';
      if (done.length > 0) notify.success(`${plural(done.length)} ${verb}.`);
      if (failed.length > 0) {
        const reason = failed[0]!.answer.status === 'rejected' ? failed[0]!.answer.reason : undefined;
        notify.error(
          `${plural(failed.length)} not ${verb}: ${errorMessage(reason, 'the decision could not be saved.')}`,
        );
      }
      onDecided(done.map((result) => result.dispute.id));
      if (failed.length === 0) form.reset({ decision: 'APPROVED', note: '' });
    })();
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Decide the selected disputes">
      <Stack gap="sm">
        <Text fw={600}>{plural(selected.length)} selected</Text>
        <NoteField
          label="Note"
          description="Sent with the decision: the customer reads it on the lead or call."
          error={errors.note?.message}
          {...form.register('note')}
        />
        <Group gap="sm">
          <Button loading={isSubmitting} onClick={() => void submitAs('APPROVED')}>
            Approve {plural(selected.length)}
          </Button>
          <Button variant="default" color="red" loading={isSubmitting} onClick={() => void submitAs('REJECTED')}>
            Reject {plural(selected.length)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
