import { SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { BUDGET_PERIOD_LABELS, BUDGET_PERIODS } from '@portal/shared/budgets';
import type { CampaignCreate } from '@portal/shared/campaigns';
import { MoneyInput } from '../../../components/money-input';
import { PriceFields, type PriceValues } from './price-fields';
import { TypicalPricesNote } from './typical-prices-note';

/** Step 4: what each lead costs and the budget that caps the spend per period. */
export function WizardPricesStep({ form }: { form: UseFormReturn<CampaignCreate> }) {
  const { control } = form;
  const errors = form.formState.errors;
  const leadTypes = useWatch({ control, name: 'leadTypes' });
  const category = useWatch({ control, name: 'category' });
  const periodLabelId = useId();
  return (
    <Stack gap="lg">
      {category && (
        <TypicalPricesNote
          category={category}
          leadTypes={leadTypes}
          onUse={(prices) => {
            // Both, whichever lead types are on: a type turned on later then starts from a sensible price too.
            form.setValue('callPriceCents', prices.callPriceCents, { shouldValidate: true, shouldDirty: true });
            form.setValue('formPriceCents', prices.formPriceCents, { shouldValidate: true, shouldDirty: true });
          }}
        />
      )}
      <PriceFields
        control={control as unknown as Control<PriceValues>}
        errors={errors as FieldErrors<PriceValues>}
        leadTypes={leadTypes}
      />
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            Budget
          </Title>
          <Text size="sm" c="dimmed">
            A hard cap: once a period’s spend reaches it, the campaign takes no more leads until the next period.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Controller
            control={control}
            name="budget.period"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id={periodLabelId}>
                  Period
                </Text>
                <SegmentedControl
                  role="radiogroup"
                  aria-labelledby={periodLabelId}
                  value={field.value}
                  onChange={field.onChange}
                  data={BUDGET_PERIODS.map((period) => ({
                    value: period,
                    label: BUDGET_PERIOD_LABELS[period].split(' ')[0]!,
                  }))}
                  fullWidth
                />
              </Stack>
            )}
          />
          <Controller
            control={control}
            name="budget.capCents"
            render={({ field }) => (
              <MoneyInput label="Cap per period" required {...field} error={errors.budget?.capCents?.message} />
            )}
          />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
