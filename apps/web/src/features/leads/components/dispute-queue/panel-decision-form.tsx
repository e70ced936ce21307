import { Button, Paper, Radio, Stack, Title } from '@mantine/core';
import { NoteField } from '../../../../components/note-field';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { disputeDecisionSchema } from '@portal/shared/leads';
import { formResolver } from '../../../../lib/form-resolver';
import { formatMoney } from '../../../../lib/format';
import { errorMessage } from '../../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../../lib/http/server-field-errors';
import { notify } from '../../../../lib/notify';
import { useDecideDispute, type DisputeDecision } from '../../api/decide-dispute';
import type { Decision, StaffDispute } from './staff-dispute';

interface PanelDecisionFormProps {
  dispute: StaffDispute;
  /** Chosen with a or r; the note then has the focus, and the decision waits for its button. */
  decision: Decision | null;
  asked: number;
  onDecided: () => void;
}

/**
 * The staff's decision from the queue's panel: approve (credits the price) or reject, with the note the customer reads.
 * One choice and one button that says what it will do, so a key press never decides by itself.
 */
export function PanelDecisionForm({ dispute, decision, asked, onDecided }: PanelDecisionFormProps) {
  const decide = useDecideDispute(dispute.accountId);
  const price = formatMoney(dispute.event.priceCents);
  const form = useForm<DisputeDecision>({
    resolver: formResolver(disputeDecisionSchema),
    defaultValues: { note: '', ...(decision && { decision }) },
  });
  const { errors, isSubmitting } = form.formState;
  const { setValue, setFocus } = form;
  useEffect(() => {
    if (!decision) return;
    setValue('decision', decision);
    // After the drawer's own first focus (which does not scroll): the note, with its button below it, in view.
    const timer = setTimeout(() => {
      setFocus('note');
      if (document.activeElement instanceof HTMLTextAreaElement)
        document.activeElement.scrollIntoView({ block: 'center' });
    });
    return () => clearTimeout(timer);
  }, [asked, decision, setValue, setFocus]);
  const chosen = useWatch({ control: form.control, name: 'decision' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await decide.mutateAsync({ disputeId: dispute.id, decision: values });
      notify.success(values.decision === 'APPROVED' ? `Dispute approved: ${price} credited.` : 'Dispute rejected.');
      onDecided();
    } catch (error) {
      if (!showServerFieldErrors(error, form)) notify.error(errorMessage(error));
    }
  });

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="gray.0"
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="queue-panel-decision"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id="queue-panel-decision">
          Decision
        </Title>
        <Controller
          control={form.control}
          name="decision"
          render={({ field }) => (
            <Radio.Group
              label="Approve or reject"
              withAsterisk
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value)}
              error={errors.decision ? 'Choose approve or reject' : undefined}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="APPROVED" label={`Approve: credit ${price} to the account`} ref={field.ref} />
                <Radio value="REJECTED" label="Reject: the charge stands" />
              </Stack>
            </Radio.Group>
          )}
        />
        <NoteField
          label="Decision note"
          description="The customer reads it with the decision."
          minRows={3}
          maxRows={8}
          error={errors.note?.message}
          data-autofocus={decision ? true : undefined}
          {...form.register('note')}
        />
        <Button
          type="submit"
          w="fit-content"
          loading={isSubmitting}
          {...(chosen === 'REJECTED' && { variant: 'light', color: 'red' })}
        >
          {chosen === 'APPROVED'
            ? `Approve and credit ${price}`
            : chosen === 'REJECTED'
              ? 'Reject the dispute'
              : 'Decide'}
        </Button>
      </Stack>
    </Paper>
  );
}
