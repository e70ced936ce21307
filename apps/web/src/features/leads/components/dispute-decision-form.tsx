import { formResolver } from '../../../lib/form-resolver';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { NoteField } from '../../../components/note-field';
import { useForm } from 'react-hook-form';
import { disputeDecisionSchema, type Dispute } from '@portal/shared/leads';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../lib/http/server-field-errors';
import { notify } from '../../../lib/notify';
import { useDecideDispute, type DisputeDecision } from '../api/decide-dispute';

/**
 * Provider staff decide a pending dispute here. The note is required either way: the customer reads it
 * beside the decision. Approval credits the price, so its button says how much.
 */
export function DisputeDecisionForm({
  dispute,
  accountId,
  priceCents,
}: {
  dispute: Dispute;
  accountId: string;
  priceCents: number;
}) {
  const decide = useDecideDispute(accountId);
  const form = useForm<DisputeDecision>({
    resolver: formResolver(disputeDecisionSchema),
    defaultValues: { note: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submitAs = (decision: DisputeDecision['decision']) => {
    form.setValue('decision', decision);
    return form.handleSubmit(async (values) => {
      try {
        await decide.mutateAsync({ disputeId: dispute.id, decision: values });
        notify.success(decision === 'APPROVED' ? 'Dispute approved and credited.' : 'Dispute rejected.');
      } catch (error) {
        if (!showServerFieldErrors(error, form)) notify.error(errorMessage(error));
      }
    })();
  };

  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" component="form" noValidate onSubmit={(e) => e.preventDefault()}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Staff decision
        </Title>
        <Text size="sm" c="dimmed">
          Only provider staff see this. The customer reads your note with the decision.
        </Text>
        <NoteField label="Decision note" maxRows={6} error={errors.note?.message} {...form.register('note')} />
        <Group gap="sm" justify="flex-end">
          <Button
            variant="light"
            color="red"
            loading={isSubmitting && form.getValues('decision') === 'REJECTED'}
            disabled={isSubmitting}
            onClick={() => void submitAs('REJECTED')}
          >
            Reject
          </Button>
          {/* The primary colour, as the queue's Approve: teal.9's hover shade (teal.8) fell under 4.5:1 with white. */}
          <Button
            loading={isSubmitting && form.getValues('decision') === 'APPROVED'}
            disabled={isSubmitting}
            onClick={() => void submitAs('APPROVED')}
          >
            Approve with credit of {formatMoney(priceCents)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
