import { formResolver } from '../../../lib/form-resolver';
import { Button, Group } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  MAX_JOB_VALUE_CENTS,
  supplyEventUpdateSchema,
  type SupplyEvent,
  type SupplyEventUpdate,
} from '@portal/shared/leads';
import { MoneyInput } from '../../../components/money-input';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../lib/http/server-field-errors';
import { notify } from '../../../lib/notify';
import { useUpdateSupplyEvent } from '../api/update-supply-event';

/** The most a job value may be, as people type it. */
const TOO_MUCH = `Enter an amount from $0.00 to ${formatMoney(MAX_JOB_VALUE_CENTS)}`;

/**
 * What the job is worth to the business: revenue on the Summary while the lead is Booked or Won. Optional; an
 * emptied field clears it.
 */
export function JobValueForm({ event, accountId }: { event: SupplyEvent; accountId: string }) {
  const update = useUpdateSupplyEvent(accountId, event.id);
  // The saved value, again whenever the event changes on the server (a new object only then: a new one at
  // every render would reset what is being typed).
  const saved = useMemo(() => ({ jobValueCents: event.jobValueCents }), [event.jobValueCents]);
  const form = useForm<SupplyEventUpdate>({ resolver: formResolver(supplyEventUpdateSchema), values: saved });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const jobValueCents = values.jobValueCents ?? null;
    try {
      await update.mutateAsync({ jobValueCents });
      notify.success(jobValueCents === null ? 'Job value cleared.' : `Job value set to ${formatMoney(jobValueCents)}.`);
    } catch (error) {
      if (!showServerFieldErrors(error, form)) notify.error(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Job value">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Controller
          control={form.control}
          name="jobValueCents"
          render={({ field }) => (
            <MoneyInput
              ref={field.ref}
              hideControls
              label="Job value"
              description="What the job is worth to you: revenue on the Summary while it is Booked or Won."
              placeholder="Optional"
              value={field.value ?? undefined}
              onChange={(cents) => field.onChange(cents ?? null)}
              onBlur={field.onBlur}
              // The schema's message names cents; people type dollars.
              error={errors.jobValueCents ? TOO_MUCH : undefined}
              style={{ flex: 1 }}
            />
          )}
        />
        <Button type="submit" variant="light" loading={isSubmitting} disabled={!isDirty}>
          Save
        </Button>
      </Group>
    </form>
  );
}
