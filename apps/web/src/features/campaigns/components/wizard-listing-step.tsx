import { Button, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { CampaignCreate } from '@portal/shared/campaigns';
import { WeeklyScheduleEditor } from '../../../components/weekly-schedule-editor';
import { ZipCodesInput } from '../../../components/zip-codes-input';
import { firstMessage } from '../../../lib/form-errors';
import { CategoriesInput, StateSelect } from './campaign-inputs';

/** Step 5: the campaign's first listing, the business profile people see in the directory. */
export function WizardListingStep({ form, timeZone }: { form: UseFormReturn<CampaignCreate>; timeZone: string }) {
  const { control, register } = form;
  const errors = form.formState.errors.listing;
  const campaignZips = useWatch({ control, name: 'zipCodes' });
  return (
    <Stack gap="md">
      <TextInput
        label="Display name"
        required
        error={errors?.displayName?.message}
        {...register('listing.displayName')}
      />
      <Textarea
        label="Description"
        description="What you do and why people should call you."
        autosize
        minRows={3}
        maxRows={8}
        error={errors?.description?.message}
        {...register('listing.description')}
      />
      <TextInput
        label="Street"
        required
        autoComplete="address-line1"
        error={errors?.street?.message}
        {...register('listing.street')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <TextInput
          label="City"
          required
          autoComplete="address-level2"
          error={errors?.city?.message}
          {...register('listing.city')}
        />
        <Controller
          control={control}
          name="listing.state"
          render={({ field }) => <StateSelect {...field} error={errors?.state?.message} />}
        />
        <TextInput
          label="ZIP code"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          error={errors?.zipCode?.message}
          {...register('listing.zipCode')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          required
          error={errors?.phone?.message}
          {...register('listing.phone')}
        />
        <TextInput
          label="Website"
          type="url"
          autoComplete="url"
          placeholder="https://"
          error={errors?.website?.message}
          {...register('listing.website')}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="listing.categories"
        render={({ field }) => <CategoriesInput {...field} error={firstMessage(errors?.categories)} />}
      />
      <Stack gap={6}>
        <Controller
          control={control}
          name="listing.serviceZipCodes"
          render={({ field }) => (
            <ZipCodesInput
              label="Service-area ZIP codes"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={firstMessage(errors?.serviceZipCodes)}
            />
          )}
        />
        {campaignZips.length > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => form.setValue('listing.serviceZipCodes', [...campaignZips], { shouldValidate: true })}
          >
            Use the campaign’s {campaignZips.length} ZIP codes
          </Button>
        )}
      </Stack>
      <Controller
        control={control}
        name="listing.hours"
        render={({ field }) => (
          <WeeklyScheduleEditor
            label="Opening hours"
            timeZone={timeZone}
            alwaysLabel="Open 24 hours, every day"
            value={field.value}
            onChange={field.onChange}
            errors={errors?.hours}
          />
        )}
      />
      <Controller
        control={control}
        name="listing.status"
        render={({ field }) => (
          <Switch
            label="Publish the listing in the directory now"
            description="Otherwise it is saved as a draft you can publish later."
            checked={field.value === 'PUBLISHED'}
            onChange={(event) => field.onChange(event.currentTarget.checked ? 'PUBLISHED' : 'DRAFT')}
          />
        )}
      />
    </Stack>
  );
}
