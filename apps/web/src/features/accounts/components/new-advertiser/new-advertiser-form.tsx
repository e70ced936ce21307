import { Button, Card, Group, NativeSelect, Radio, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { newAdvertiserSchema, type NewAdvertiserInput } from '@portal/shared/new-advertiser';
import { TIME_ZONES } from '@portal/shared/time-zones';
import { US_STATES } from '@portal/shared/us-states';
import { paths } from '../../../../config/paths';
import { formResolver } from '../../../../lib/form-resolver';
import { AttemptKey } from '../../../../lib/http/attempt-key';
import { errorMessage } from '../../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../../lib/http/server-field-errors';
import { notify } from '../../../../lib/notify';
import { useCreateAccount } from '../../api/create-account';

const TIME_ZONE_OPTIONS = TIME_ZONES.map((zone) => ({
  value: zone.abbreviation,
  label: `${zone.name} (${zone.abbreviation})`,
}));
const STATE_OPTIONS = [
  { value: '', label: 'Choose a state', disabled: true },
  ...US_STATES.map(([code, name]) => ({ value: code, label: name })),
];

const EMPTY: NewAdvertiserInput = {
  Name: '',
  Business_Formal_Name__c: '',
  Phone: '',
  Email_Address__c: '',
  Time_Zone__c: 'CST',
  registeredAddress: { street: '', city: '', state: '' as 'TX', zipCode: '' },
  billingMode: 'PREPAID',
  owner: { email: '', name: '' },
};

/** The new advertiser's form: loaded after the screen's first paint, with its rules (docs/decisions/0055). */
export function NewAdvertiserForm() {
  const navigate = useNavigate();
  const create = useCreateAccount();
  // A second press, or one again after a time-out, is the same attempt: one account is opened.
  const [attempt] = useState(() => new AttemptKey(undefined, 'new-advertiser'));
  const form = useForm<NewAdvertiserInput>({ resolver: formResolver(newAdvertiserSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const address = errors.registeredAddress;

  const submit = form.handleSubmit(async (values) => {
    try {
      const opened = await create.mutateAsync({ ...values, idempotencyKey: attempt.for(values) });
      attempt.settle();
      notify.success(
        `${opened.Name} is open as #${opened.AccountNumber}. ${values.owner.email.trim()} was invited as its owner.`,
      );
      void navigate(paths.admin.href(opened.Postgres_External_Key__c));
    } catch (error) {
      attempt.settle(error);
      if (!showServerFieldErrors(error, form)) notify.error(errorMessage(error, 'The account could not be opened.'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg" component="fieldset">
          <Stack gap="md">
            <Title order={2} size="h4" component="legend">
              Business
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Name"
                required
                maxLength={200}
                error={errors.Name?.message}
                {...form.register('Name')}
              />
              <TextInput
                label="Formal name"
                description="As registered, for invoices"
                required
                maxLength={255}
                error={errors.Business_Formal_Name__c?.message}
                {...form.register('Business_Formal_Name__c')}
              />
              <TextInput
                label="Phone"
                type="tel"
                autoComplete="off"
                required
                error={errors.Phone?.message}
                {...form.register('Phone')}
              />
              <TextInput
                label="Email"
                description="Invoices and receipts go here"
                type="email"
                autoComplete="off"
                required
                maxLength={254}
                error={errors.Email_Address__c?.message}
                {...form.register('Email_Address__c')}
              />
            </SimpleGrid>
            <NativeSelect
              label="Time zone"
              required
              data={TIME_ZONE_OPTIONS}
              error={errors.Time_Zone__c?.message}
              {...form.register('Time_Zone__c')}
            />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="fieldset">
          <Stack gap="md">
            <Title order={2} size="h4" component="legend">
              Registered address
            </Title>
            <TextInput
              label="Street"
              required
              maxLength={200}
              error={address?.street?.message}
              {...form.register('registeredAddress.street')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput
                label="City"
                required
                maxLength={100}
                error={address?.city?.message}
                {...form.register('registeredAddress.city')}
              />
              <NativeSelect
                label="State"
                required
                data={STATE_OPTIONS}
                error={address?.state?.message}
                {...form.register('registeredAddress.state')}
              />
              <TextInput
                label="ZIP code"
                required
                inputMode="numeric"
                maxLength={5}
                error={address?.zipCode?.message}
                {...form.register('registeredAddress.zipCode')}
              />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="fieldset">
          <Stack gap="md">
            <Title order={2} size="h4" component="legend">
              Billing and owner
            </Title>
            <Controller
              control={form.control}
              name="billingMode"
              render={({ field }) => (
                <Radio.Group label="Billing mode" value={field.value} onChange={field.onChange} required>
                  <Stack gap="xs" mt="xs">
                    <Radio value="PREPAID" label="Prepaid: pays in first, buying stops when the funds run out" />
                    <Radio value="POSTPAID" label="Postpaid: a monthly invoice for what was bought" />
                  </Stack>
                </Radio.Group>
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Owner’s name"
                required
                maxLength={200}
                error={errors.owner?.name?.message}
                {...form.register('owner.name')}
              />
              <TextInput
                label="Owner’s email"
                description="The invitation goes here"
                type="email"
                autoComplete="off"
                required
                maxLength={254}
                error={errors.owner?.email?.message}
                {...form.register('owner.email')}
              />
            </SimpleGrid>
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button component={Link} to={paths.staffHome.href()} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Open account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
