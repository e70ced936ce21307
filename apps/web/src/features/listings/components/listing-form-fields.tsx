import { Checkbox, Divider, Fieldset, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { SERVICE_CATEGORIES } from '@portal/shared/service-categories';
import { US_STATES } from '@portal/shared/us-states';
import { WeeklyScheduleEditor, type ScheduleErrors } from '../../../components/weekly-schedule-editor';
import { ZipCodesInput } from '../../../components/zip-codes-input';
import { firstMessage, type ListingFormOutput, type ListingFormValues } from './listing-form';

const STATE_OPTIONS = [
  { value: '', label: 'Choose a state', disabled: true },
  ...US_STATES.map(([code, name]) => ({ value: code, label: name })),
];

/** A group of fields under a heading-like legend, so the long form reads as a few short parts. */
function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset
      variant="unstyled"
      legend={
        <Text component="span" fw={700}>
          {legend}
        </Text>
      }
    >
      <Stack gap="md" mt="xs">
        {children}
      </Stack>
    </Fieldset>
  );
}

/** The business profile's fields, for adding a listing and for editing one in place. */
export function ListingFormFields({
  form,
  timeZoneName,
}: {
  form: UseFormReturn<ListingFormValues, unknown, ListingFormOutput>;
  timeZoneName: string;
}) {
  const { errors } = form.formState;
  return (
    <Stack gap="lg">
      <Section legend="Business">
        <TextInput
          label="Display name"
          required
          error={errors.displayName?.message}
          {...form.register('displayName')}
        />
        <Textarea
          label="Description"
          description="What the business does, as people will read it in the directory."
          rows={3}
          resize="vertical"
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="categories"
          render={({ field }) => (
            <Checkbox.Group
              label="Categories"
              required
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={firstMessage(errors.categories)}
            >
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="xs">
                {SERVICE_CATEGORIES.map((category) => (
                  <Checkbox key={category} value={category} label={category} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
      </Section>
      <Divider />
      <Section legend="Address and contact">
        <TextInput
          label="Street"
          required
          autoComplete="address-line1"
          error={errors.street?.message}
          {...form.register('street')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label="City"
            required
            autoComplete="address-level2"
            error={errors.city?.message}
            {...form.register('city')}
          />
          <NativeSelect
            label="State"
            required
            data={STATE_OPTIONS}
            error={errors.state?.message}
            {...form.register('state')}
          />
          <TextInput
            label="ZIP code"
            required
            inputMode="numeric"
            autoComplete="postal-code"
            error={errors.zipCode?.message}
            {...form.register('zipCode')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Phone"
            type="tel"
            required
            autoComplete="tel"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextInput
            label="Website"
            type="url"
            placeholder="https://"
            autoComplete="url"
            error={errors.website?.message}
            {...form.register('website')}
          />
        </SimpleGrid>
      </Section>
      <Divider />
      <Section legend="Service area and hours">
        <Controller
          control={form.control}
          name="serviceZipCodes"
          render={({ field }) => (
            <ZipCodesInput
              label="Service area ZIP codes"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={firstMessage(errors.serviceZipCodes)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="hours"
          render={({ field }) => (
            <WeeklyScheduleEditor
              label="Opening hours"
              timeZone={timeZoneName}
              alwaysLabel="Open 24 hours, every day"
              value={field.value}
              onChange={field.onChange}
              errors={errors.hours as ScheduleErrors | undefined}
            />
          )}
        />
      </Section>
    </Stack>
  );
}
