import { Radio, Stack, Text } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { BillingAccountUpdate, BillingMode } from '@portal/shared/billing';

const MODE_LABELS: Record<BillingMode, string> = {
  PREPAID: 'Prepaid: leads and calls are paid from a balance topped up in advance',
  POSTPAID: 'Post-paid: leads and calls are billed, and paid afterwards',
};

/** Prepaid or post-paid: the provider's credit decision, so only its staff change it; others read it. */
export function BillingModeField({
  form,
  canChange,
}: {
  form: UseFormReturn<BillingAccountUpdate>;
  canChange: boolean;
}) {
  const mode = useWatch({ control: form.control, name: 'mode' });
  if (!canChange) {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          Billing mode
        </Text>
        <Text size="sm">{MODE_LABELS[mode]}.</Text>
        <Text size="xs" c="dimmed">
          Only the provider’s staff can switch between prepaid and post-paid billing.
        </Text>
      </Stack>
    );
  }
  return (
    <Controller
      control={form.control}
      name="mode"
      render={({ field }) => (
        <Radio.Group
          label="Billing mode"
          description="Staff only: the customer sees this but cannot change it."
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            // Auto-recharge tops up a prepaid balance: it goes with a switch to post-paid.
            if (value === 'POSTPAID') form.setValue('autoRecharge', null, { shouldDirty: true });
          }}
        >
          <Stack gap="xs" mt="xs">
            {(Object.keys(MODE_LABELS) as BillingMode[]).map((value) => (
              <Radio key={value} value={value} label={MODE_LABELS[value]} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    />
  );
}
