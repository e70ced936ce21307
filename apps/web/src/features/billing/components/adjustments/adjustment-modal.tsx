import { Alert, Button, Group, Modal, NativeSelect, Radio, Stack } from '@mantine/core';
import { NoteField } from '../../../../components/note-field';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  ADJUSTMENT_APPROVAL_ABOVE_CENTS,
  ADJUSTMENT_REASONS,
  ADJUSTMENT_REASON_LABELS,
  adjustmentRequestSchema,
  type AdjustmentRequest,
} from '@portal/shared/adjustments';
import { MoneyInput } from '../../../../components/money-input';
import { formatMoney } from '../../../../lib/format';
import { formResolver } from '../../../../lib/form-resolver';
import { AttemptKey } from '../../../../lib/http/attempt-key';
import { errorMessage } from '../../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../../lib/http/server-field-errors';
import { notify } from '../../../../lib/notify';
import { useCreateAdjustment } from '../../api/adjustment-changes';

const EMPTY: Partial<AdjustmentRequest> = { direction: 'CREDIT', reason: 'GOODWILL', note: '' };

/** A credit or a debit with its reason; above the approval limit it is said before it is sent that it will wait. */
export function AdjustmentModal({
  accountId,
  opened,
  onClose,
}: {
  accountId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const create = useCreateAdjustment(accountId);
  // A second press, or a press again after a time-out, is the same attempt: the server books it once.
  const [attempt] = useState(() => new AttemptKey(undefined, `adjustment:${accountId}`));
  const form = useForm<AdjustmentRequest>({
    resolver: formResolver(adjustmentRequestSchema),
    defaultValues: EMPTY as AdjustmentRequest,
  });
  const { errors, isSubmitting } = form.formState;
  const amountCents = useWatch({ control: form.control, name: 'amountCents' });
  const waits = Number.isFinite(amountCents) && amountCents > ADJUSTMENT_APPROVAL_ABOVE_CENTS;
  const close = () => {
    form.reset(EMPTY as AdjustmentRequest);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const made = await create.mutateAsync({ ...values, idempotencyKey: attempt.for(values) });
      attempt.settle();
      notify.success(
        made.status === 'BOOKED'
          ? 'The adjustment was booked: the customer sees it on the statement.'
          : 'The adjustment waits for a second staff member’s approval.',
      );
      close();
    } catch (error) {
      attempt.settle(error);
      if (!showServerFieldErrors(error, form)) notify.error(errorMessage(error, 'The adjustment could not be made.'));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="New adjustment" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="direction"
            render={({ field }) => (
              <Radio.Group label="Direction" value={field.value} onChange={field.onChange} required>
                <Group gap="lg" mt="xs">
                  <Radio value="CREDIT" label="Credit (gives money back)" />
                  <Radio value="DEBIT" label="Debit (charges the account)" />
                </Group>
              </Radio.Group>
            )}
          />
          <Controller
            control={form.control}
            name="amountCents"
            render={({ field }) => (
              <MoneyInput
                label="Amount"
                required
                hideControls
                data-autofocus
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.amountCents?.message}
              />
            )}
          />
          <NativeSelect
            label="Reason"
            required
            data={ADJUSTMENT_REASONS.map((value) => ({ value, label: ADJUSTMENT_REASON_LABELS[value] }))}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <NoteField
            label="Note"
            description="The customer reads it on the statement and the invoice."
            error={errors.note?.message}
            {...form.register('note')}
          />
          {waits && (
            <Alert color="blue" title="A second staff member approves it">
              Above {formatMoney(ADJUSTMENT_APPROVAL_ABOVE_CENTS)} the adjustment waits for another staff member before
              it is booked.
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {waits ? 'Send for approval' : 'Book adjustment'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
