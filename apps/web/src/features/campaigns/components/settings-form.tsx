import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { campaignCreateSchema, type Campaign } from '@portal/shared/campaigns';
import { formatPhone } from '@portal/shared/phone-format';
import { DateInput } from '../../../components/date-input';
import { firstMessage } from '../../../lib/form-errors';
import { CategorySelect, LeadTypesInput } from './campaign-inputs';
import { SectionForm, useSectionForm } from './section-form';

const settingsSchema = z.pick(campaignCreateSchema, {
  name: true,
  category: true,
  leadTypes: true,
  destinationPhone: true,
  startDate: true,
  endDate: true,
});

/** The settings section in edit mode. */
export function SettingsForm({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const editor = useSectionForm({
    campaign,
    schema: settingsSchema,
    section: 'Settings',
    onDone,
    values: {
      name: campaign.name,
      category: campaign.category,
      leadTypes: campaign.leadTypes,
      destinationPhone: formatPhone(campaign.destinationPhone),
      startDate: campaign.startDate,
      endDate: campaign.endDate,
    },
  });
  const { control, register, formState } = editor.form;
  const errors = formState.errors;
  const leadTypes = useWatch({ control, name: 'leadTypes' });
  return (
    <SectionForm editor={editor} onCancel={onDone}>
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
      <TextInput
        label="Destination phone"
        description="Calls from this campaign ring this number."
        type="tel"
        autoComplete="tel"
        required={leadTypes.includes('CALL')}
        error={errors.destinationPhone?.message}
        {...register('destinationPhone')}
      />
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
            <DateInput label="End date" {...field} value={field.value ?? null} error={errors.endDate?.message} />
          )}
        />
      </SimpleGrid>
    </SectionForm>
  );
}
