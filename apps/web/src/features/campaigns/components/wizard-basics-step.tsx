import { Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { CampaignCreate } from '@portal/shared/campaigns';
import { DateInput } from '../../../components/date-input';
import { firstMessage } from '../../../lib/form-errors';
import { CategorySelect, LeadTypesInput } from './campaign-inputs';

/** Step 1: what the campaign is called, which service it buys leads for, which kinds, and when it runs. */
export function WizardBasicsStep({ form }: { form: UseFormReturn<CampaignCreate> }) {
  const { control, register } = form;
  const errors = form.formState.errors;
  const leadTypes = useWatch({ control, name: 'leadTypes' });
  return (
    <Stack gap="md">
      <TextInput label="Campaign name" required error={errors.name?.message} {...register('name')} />
      <Controller
        control={control}
        name="category"
        render={({ field }) => <CategorySelect {...field} error={errors.category?.message} />}
      />
      <Controller
        control={control}
        name="leadTypes"
        render={({ field }) => <LeadTypesInput {...field} error={firstMessage(errors.leadTypes)} />}
      />
      {leadTypes.includes('CALL') && (
        <TextInput
          label="Destination phone"
          description="Calls from this campaign ring this number."
          type="tel"
          autoComplete="tel"
          required
          error={errors.destinationPhone?.message}
          {...register('destinationPhone')}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Controller
          control={control}
          name="startDate"
          render={({ field }) => <DateInput label="Start date" required {...field} error={errors.startDate?.message} />}
        />
        <Controller
          control={control}
          name="endDate"
          render={({ field }) => (
            <DateInput
              label="End date"
              description="Optional: leave empty to keep it running."
              {...field}
              value={field.value ?? null}
              error={errors.endDate?.message}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <Radio.Group label="When should it start?" value={field.value} onChange={field.onChange}>
            <Stack gap="xs" mt={6}>
              <Radio size="md" value="ACTIVE" label="Start now (active from the start date)" />
              <Radio size="md" value="PENDING" label="Save it and start it later (pending)" />
            </Stack>
          </Radio.Group>
        )}
      />
    </Stack>
  );
}
