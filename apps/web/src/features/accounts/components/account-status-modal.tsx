import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { NoteField } from '../../../components/note-field';
import { useForm, useWatch } from 'react-hook-form';
import type { Account } from '@portal/shared/accounts';
import {
  ACCOUNT_STATUSES,
  accountStatusChangeSchema,
  type AccountStatus,
  type AccountStatusChange,
} from '@portal/shared/account-status';
import { formResolver } from '../../../lib/form-resolver';
import { errorMessage } from '../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../lib/http/server-field-errors';
import { notify } from '../../../lib/notify';
import { useChangeAccountStatus } from '../api/change-account-status';

const WHAT_IT_DOES: Record<AccountStatus, string> = {
  Active: 'Its campaigns buy leads and calls.',
  'On Hold': 'Its campaigns stop buying at once; leads and calls are kept, not charged. The customer sees why.',
  Closed: 'Nothing is bought for it any more. The customer sees why.',
};

/** Provider staff: the account's status with the reason the customer reads (audited). */
export function AccountStatusModal({
  account,
  opened,
  onClose,
}: {
  account: Account;
  opened: boolean;
  onClose: () => void;
}) {
  const change = useChangeAccountStatus(account.Postgres_External_Key__c);
  const form = useForm<AccountStatusChange>({
    resolver: formResolver(accountStatusChangeSchema),
    defaultValues: {
      status: (ACCOUNT_STATUSES as readonly string[]).includes(account.Account_Status__c)
        ? (account.Account_Status__c as AccountStatus)
        : 'Active',
      reason: account.Account_Status_Reason__c ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const status = useWatch({ control: form.control, name: 'status' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      notify.success(`${account.Name} is ${values.status === 'On Hold' ? 'on hold' : values.status.toLowerCase()}.`);
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, form)) notify.error(errorMessage(error, 'The status could not be changed.'));
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Change the account’s status" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NativeSelect
            label="Status"
            required
            data={[...ACCOUNT_STATUSES]}
            error={errors.status?.message}
            {...form.register('status')}
          />
          <Text size="sm" c="dimmed">
            {WHAT_IT_DOES[status]}
          </Text>
          <NoteField
            label="Reason"
            description="The customer reads it above every screen while the account is on hold or closed."
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Save status
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
