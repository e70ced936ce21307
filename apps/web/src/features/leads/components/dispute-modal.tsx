import { formResolver } from '../../../lib/form-resolver';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { NoteField } from '../../../components/note-field';
import { Controller, useForm } from 'react-hook-form';
import {
  DISPUTE_REASONS,
  DISPUTE_REASON_LABELS,
  disputeCreateSchema,
  type DisputeCreate,
  type SupplyEvent,
} from '@portal/shared/leads';
import { TEXT_LIMITS } from '@portal/shared/text';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../lib/http/server-field-errors';
import { notify } from '../../../lib/notify';
import { useDisputeSupplyEvent } from '../api/dispute-supply-event';
import { eventNoun } from './event-labels';

interface DisputeModalProps {
  event: SupplyEvent;
  accountId: string;
  timeZone: string | undefined;
  opened: boolean;
  onClose: () => void;
}

/** Files a dispute: a reason from the fixed list and a comment our team reads before deciding. */
export function DisputeModal({ event, accountId, timeZone, opened, onClose }: DisputeModalProps) {
  const noun = eventNoun(event.type);
  const file = useDisputeSupplyEvent(accountId, event.id);
  const form = useForm<DisputeCreate>({
    resolver: formResolver(disputeCreateSchema),
    defaultValues: { comment: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset({ comment: '' });
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await file.mutateAsync(values);
      notify.success(`Your dispute was filed. We will review this ${noun}.`);
      close();
    } catch (error) {
      if (!showServerFieldErrors(error, form)) notify.error(errorMessage(error));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={`Dispute this ${noun}`} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            You were charged {formatMoney(event.priceCents)}. If we approve the dispute, that amount is credited back to
            your account. You can dispute until {formatDateTime(event.disputeDeadline, timeZone, { inSentence: true })}.
          </Text>
          <Controller
            control={form.control}
            name="reasonCode"
            render={({ field }) => (
              <Radio.Group
                label="Reason"
                withAsterisk
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value)}
                error={errors.reasonCode ? 'Choose a reason' : undefined}
              >
                <Stack gap="xs" mt="xs">
                  {DISPUTE_REASONS.map((reason, index) => (
                    <Radio
                      key={reason}
                      value={reason}
                      label={DISPUTE_REASON_LABELS[reason]}
                      // The first choice takes the focus when the form is sent without a reason.
                      ref={index === 0 ? field.ref : undefined}
                      // And when the dialog opens (rather than its close button).
                      data-autofocus={index === 0 || undefined}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <NoteField
            label="Comment"
            description={`What happened, in up to ${TEXT_LIMITS.comment} characters`}
            minRows={3}
            maxRows={8}
            error={errors.comment?.message}
            {...form.register('comment')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              File dispute
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
