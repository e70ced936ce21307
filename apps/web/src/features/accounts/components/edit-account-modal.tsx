import { formResolver } from '../../../lib/form-resolver';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { accountUpdateSchema, type AccountUpdate } from '@portal/shared/account-forms';
import type { Account } from '@portal/shared/accounts';
import { MESSAGES } from '@portal/shared/messages';
import { formatPhone } from '@portal/shared/phone-format';
import { TIME_ZONES } from '@portal/shared/time-zones';
import { showServerFieldErrors } from '../../../lib/http/server-field-errors';
import { notify } from '../../../lib/notify';
import { useUpdateAccount } from '../api/update-account';

const TIME_ZONE_OPTIONS = TIME_ZONES.map((zone) => ({
  value: zone.abbreviation,
  label: `${zone.abbreviation} · ${zone.name} (UTC${zone.offset})`,
}));

/** The Edit Account modal: Name (disabled), Formal Name, Phone, Timezone; Cancel and Save (specification section 2). */
export function EditAccountModal({
  account,
  opened,
  onClose,
}: {
  account: Account;
  opened: boolean;
  onClose: () => void;
}) {
  const update = useUpdateAccount(account.Postgres_External_Key__c);
  const form = useForm<AccountUpdate>({
    resolver: formResolver(accountUpdateSchema),
    values: {
      Name: account.Name,
      Business_Formal_Name__c: account.Business_Formal_Name__c,
      Phone: formatPhone(account.Phone),
      Time_Zone__c: account.Time_Zone__c,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notify.success('Your account details were saved.');
      onClose();
    } catch (error) {
      showServerFieldErrors(error, form);
      notify.error(MESSAGES.accountUpdateFailed);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Edit Account" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            disabled
            description="Contact us to change the account name."
            {...form.register('Name')}
          />
          <TextInput
            // The first field that can be changed (the name above cannot): a disabled one would take no focus.
            data-autofocus
            label="Formal Name"
            required
            error={errors.Business_Formal_Name__c?.message}
            {...form.register('Business_Formal_Name__c')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            error={errors.Phone?.message}
            {...form.register('Phone')}
          />
          <Controller
            control={form.control}
            name="Time_Zone__c"
            render={({ field }) => (
              <Select
                label="Timezone"
                data={TIME_ZONE_OPTIONS}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                error={errors.Time_Zone__c?.message}
                allowDeselect={false}
              />
            )}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
