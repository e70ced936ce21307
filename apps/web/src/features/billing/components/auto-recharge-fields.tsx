import { SimpleGrid, Stack, Switch } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { BillingAccountUpdate } from '@portal/shared/billing';
import { MoneyInput } from '../../../components/money-input';
import { DEFAULT_AUTO_RECHARGE } from './billing-settings';

/** Top up by itself when the prepaid balance runs low: on or off, the threshold and the amount. */
export function AutoRechargeFields({ form }: { form: UseFormReturn<BillingAccountUpdate> }) {
  const [mode, autoRecharge] = useWatch({ control: form.control, name: ['mode', 'autoRecharge'] });
  const { errors, disabled } = form.formState;
  if (mode !== 'PREPAID') return null;
  return (
    <Stack gap="sm">
      <Switch
        label="Auto-recharge"
        description="Tops the balance up from the default payment method when it falls below the threshold."
        checked={autoRecharge !== null}
        disabled={disabled}
        onChange={(event) =>
          form.setValue('autoRecharge', event.currentTarget.checked ? { ...DEFAULT_AUTO_RECHARGE } : null, {
            shouldDirty: true,
          })
        }
      />
      {autoRecharge && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="autoRecharge.thresholdCents"
            render={({ field }) => (
              <MoneyInput
                hideControls
                ref={field.ref}
                label="When the balance falls below"
                required
                disabled={field.disabled}
                value={field.value}
                onChange={(cents) => field.onChange(cents ?? Number.NaN)}
                onBlur={field.onBlur}
                error={errors.autoRecharge?.thresholdCents?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="autoRecharge.amountCents"
            render={({ field }) => (
              <MoneyInput
                hideControls
                ref={field.ref}
                label="Add this amount"
                required
                disabled={field.disabled}
                value={field.value}
                onChange={(cents) => field.onChange(cents ?? Number.NaN)}
                onBlur={field.onBlur}
                error={errors.autoRecharge?.amountCents?.message}
              />
            )}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
