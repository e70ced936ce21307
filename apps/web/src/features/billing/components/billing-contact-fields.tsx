import { Checkbox, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { BillingAccountUpdate } from '@portal/shared/billing';
import { US_STATES } from '@portal/shared/us-states';
import { EMPTY_ADDRESS } from './billing-settings';

const STATE_OPTIONS = [
  { value: '', label: 'Choose a state', disabled: true },
  ...US_STATES.map(([code, name]) => ({ value: code, label: name })),
];

type Address = NonNullable<BillingAccountUpdate['billingAddress']>;

/** Where receipts and invoices go: the billing email, and the registered address or another one. */
export function BillingContactFields({ form }: { form: UseFormReturn<BillingAccountUpdate> }) {
  const sameAsRegistered = useWatch({ control: form.control, name: 'billingSameAsRegistered' });
  const { errors } = form.formState;
  // Ticking the box and unticking it again brings back what was typed.
  const lastAddress = useRef<Address | null>(null);
  const address = errors.billingAddress;

  const chooseRegistered = (checked: boolean) => {
    if (checked) lastAddress.current = form.getValues('billingAddress');
    form.setValue('billingSameAsRegistered', checked, { shouldDirty: true });
    form.setValue('billingAddress', checked ? null : (lastAddress.current ?? { ...EMPTY_ADDRESS }), {
      shouldDirty: true,
    });
    form.clearErrors('billingAddress');
  };

  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="billingEmail"
        render={({ field }) => (
          <TextInput
            ref={field.ref}
            label="Billing email"
            description="Receipts and invoices go here. Left empty, a receipt goes to whoever paid."
            type="email"
            autoComplete="email"
            disabled={field.disabled}
            value={field.value ?? ''}
            onChange={(event) =>
              field.onChange(event.currentTarget.value.trim() === '' ? null : event.currentTarget.value)
            }
            onBlur={field.onBlur}
            error={errors.billingEmail?.message}
          />
        )}
      />
      <Checkbox
        label="The billing address is the registered address"
        checked={sameAsRegistered}
        disabled={form.formState.disabled}
        onChange={(event) => chooseRegistered(event.currentTarget.checked)}
      />
      {!sameAsRegistered && (
        <Stack gap="md">
          <TextInput
            label="Street"
            required
            autoComplete="address-line1"
            error={address?.street?.message ?? address?.message}
            {...form.register('billingAddress.street')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label="City"
              required
              autoComplete="address-level2"
              error={address?.city?.message}
              {...form.register('billingAddress.city')}
            />
            <NativeSelect
              label="State"
              required
              data={STATE_OPTIONS}
              error={address?.state?.message}
              {...form.register('billingAddress.state')}
            />
            <TextInput
              label="ZIP code"
              required
              inputMode="numeric"
              autoComplete="postal-code"
              error={address?.zipCode?.message}
              {...form.register('billingAddress.zipCode')}
            />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
