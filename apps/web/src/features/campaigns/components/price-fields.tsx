import { NumberInput, SimpleGrid } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { CAMPAIGN_LIMITS, type LeadType } from '@portal/shared/campaigns';
import { formatMoney } from '../../../lib/format';
import { MoneyInput } from '../../../components/money-input';

/** The price fields a campaign's form has, wherever it is (the wizard, the prices section). */
export interface PriceValues {
  callPriceCents: number;
  formPriceCents: number;
  billableCallSeconds: number;
}

const RANGE = `Between ${formatMoney(CAMPAIGN_LIMITS.minPriceCents)} and ${formatMoney(CAMPAIGN_LIMITS.maxPriceCents)}.`;

/** Price per call and its billable duration (for calls), price per form lead (for forms). */
export function PriceFields({
  control,
  errors,
  leadTypes,
}: {
  control: Control<PriceValues>;
  errors: FieldErrors<PriceValues>;
  leadTypes: readonly LeadType[];
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      {leadTypes.includes('CALL') && (
        <Controller
          control={control}
          name="callPriceCents"
          render={({ field }) => (
            <MoneyInput
              label="Price per call"
              description={RANGE}
              required
              {...field}
              error={errors.callPriceCents?.message}
            />
          )}
        />
      )}
      {leadTypes.includes('CALL') && (
        <Controller
          control={control}
          name="billableCallSeconds"
          render={({ field }) => (
            <NumberInput
              label="Billable after (seconds)"
              description="A shorter call is free: hang-ups and wrong numbers cost nothing. 60 to 90 seconds is usual."
              required
              min={0}
              max={CAMPAIGN_LIMITS.maxBillableCallSeconds}
              allowDecimal={false}
              allowNegative={false}
              {...field}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              error={errors.billableCallSeconds?.message}
            />
          )}
        />
      )}
      {leadTypes.includes('FORM') && (
        <Controller
          control={control}
          name="formPriceCents"
          render={({ field }) => (
            <MoneyInput
              label="Price per form lead"
              description={RANGE}
              required
              {...field}
              error={errors.formPriceCents?.message}
            />
          )}
        />
      )}
    </SimpleGrid>
  );
}
