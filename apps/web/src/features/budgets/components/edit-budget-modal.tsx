import { formResolver } from '../../../lib/form-resolver';
import { Alert, Button, Group, Modal, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { BUDGET_PERIODS, BUDGET_PERIOD_LABELS, type Budget } from '@portal/shared/budgets';
import { VersionConflictAlert } from '../../../components/version-conflict-alert';
import { errorMessage } from '../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../lib/http/server-field-errors';
import { isVersionConflict } from '../../../lib/http/version-conflict';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useUpdateBudget } from '../api/update-budget';
import { budgetFormSchema, dollarsToCents, type BudgetFormValues } from './budget-form';

interface EditBudgetModalProps {
  budget: Budget;
  timeZone: string | null | undefined;
  opened: boolean;
  onClose: () => void;
  /** Loads the budget again after a 409, so the form shows the other person's change. */
  onReload: () => Promise<unknown>;
}

/** Changes the period and the cap (typed in dollars, sent in cents) with the version that was loaded. */
export function EditBudgetModal({ budget, timeZone, opened, onClose, onReload }: EditBudgetModalProps) {
  const update = useUpdateBudget(budget.accountId, budget.id);
  const [conflict, setConflict] = useState<unknown>(null);
  const [reloading, setReloading] = useState(false);
  const form = useForm<BudgetFormValues>({
    resolver: formResolver(budgetFormSchema),
    values: { period: budget.period, capCents: budget.capCents },
  });
  const { errors, isSubmitting } = form.formState;
  const [capCents, period] = useWatch({ control: form.control, name: ['capCents', 'period'] });
  const belowSpend = Number.isFinite(capCents) && capCents < budget.spentCents;

  const close = () => {
    setConflict(null);
    onClose();
  };
  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
      setConflict(null);
    } finally {
      setReloading(false);
    }
  };
  const submit = form.handleSubmit(async (values) => {
    setConflict(null);
    try {
      await update.mutateAsync({ ...values, version: budget.version });
      notify.success('The budget was saved.');
      close();
    } catch (error) {
      if (isVersionConflict(error)) return setConflict(error);
      if (!showServerFieldErrors(error, form)) notify.error(errorMessage(error, 'The budget could not be saved.'));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Edit budget" centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {conflict !== null && <VersionConflictAlert error={conflict} onReload={reload} reloading={reloading} />}
          <Controller
            control={form.control}
            name="period"
            render={({ field }) => (
              <Radio.Group
                label="Period"
                description="Days, Monday-to-Sunday weeks and calendar months run in the account's time zone."
                value={field.value}
                onChange={field.onChange}
                error={errors.period?.message}
              >
                <Stack gap="xs" mt="xs">
                  {BUDGET_PERIODS.map((value) => (
                    <Radio key={value} value={value} label={BUDGET_PERIOD_LABELS[value]} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Controller
            control={form.control}
            name="capCents"
            render={({ field }) => (
              <NumberInput
                label="Cap per period"
                description="A hard cap: the campaign stops buying leads and calls as soon as spend reaches it."
                required
                prefix="$"
                decimalScale={2}
                fixedDecimalScale
                thousandSeparator=","
                min={0}
                hideControls
                inputMode="decimal"
                value={Number.isFinite(field.value) ? field.value / 100 : ''}
                onChange={(value) => field.onChange(value === '' ? Number.NaN : dollarsToCents(Number(value)))}
                onBlur={field.onBlur}
                error={
                  errors.capCents &&
                  (Number.isFinite(field.value) ? errors.capCents.message : 'Enter the cap in dollars')
                }
              />
            )}
          />
          {period !== budget.period ? (
            <Alert color="blue" title="A different period counts afresh">
              Spend is counted in periods of the chosen kind: the {formatMoney(budget.spentCents)} spent so far this{' '}
              {budget.period === 'DAILY' ? 'day' : budget.period === 'WEEKLY' ? 'week' : 'month'} does not count against
              the new cap.
            </Alert>
          ) : belowSpend ? (
            <Alert color="red" title="Below this period's spend">
              {formatMoney(budget.spentCents)} is already spent this period. With this cap the campaign stops buying
              until {formatDateTime(budget.periodEnd, timeZone, { inSentence: true })}, when the next period starts.
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              Lowering the cap below what is already spent ({formatMoney(budget.spentCents)} this period) stops buying
              until the next period.
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={conflict !== null}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
