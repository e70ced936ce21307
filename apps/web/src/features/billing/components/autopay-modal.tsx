import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { methodLabel, type BillingAccount } from '@portal/shared/billing';
import { VersionConflictAlert } from '../../../components/version-conflict-alert';
import { errorMessage } from '../../../lib/http/error-message';
import { isVersionConflict } from '../../../lib/http/version-conflict';
import { notify } from '../../../lib/notify';
import { useBillingAccount } from '../api/get-billing-account';
import { usePaymentMethods } from '../api/list-payment-methods';
import { useUpdateBillingAccount } from '../api/update-billing-account';
import { settingsOf } from './billing-settings';

interface AutopayModalProps {
  billing: BillingAccount;
  turningOn: boolean;
  opened: boolean;
  onClose: () => void;
}

/** Confirms turning autopay on or off; one button either way, and the saved settings otherwise unchanged. */
export function AutopayModal({ billing, turningOn, opened, onClose }: AutopayModalProps) {
  const update = useUpdateBillingAccount(billing.accountId);
  const account = useBillingAccount(billing.accountId);
  const methods = usePaymentMethods(billing.accountId);
  const defaultMethod = methods.data?.items.find((method) => method.isDefault);
  const [problem, setProblem] = useState<unknown>(null);

  const close = () => {
    setProblem(null);
    update.reset();
    onClose();
  };
  const save = async () => {
    setProblem(null);
    try {
      await update.mutateAsync({ ...settingsOf(billing), autopayEnabled: turningOn });
      notify.success(turningOn ? 'Autopay is on.' : 'Autopay is off.');
      close();
    } catch (error) {
      setProblem(error);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={turningOn ? 'Turn autopay on?' : 'Turn autopay off?'} centered>
      <Stack gap="md">
        {turningOn ? (
          <Text size="sm">
            What the account owes will be paid automatically when it is due, from{' '}
            {defaultMethod ? <strong>{methodLabel(defaultMethod)}</strong> : 'the default payment method'}. You can turn
            it off here at any time.
          </Text>
        ) : (
          <Text size="sm">
            Nothing will be paid automatically any more: you pay what the account owes yourself, from this page. You can
            turn it on again at any time.
          </Text>
        )}
        {problem !== null &&
          (isVersionConflict(problem) ? (
            <VersionConflictAlert
              error={problem}
              onReload={() => void account.refetch().then(() => setProblem(null))}
              reloading={account.isRefetching}
            />
          ) : (
            <Alert
              color="red"
              role="alert"
              title={turningOn ? 'Autopay was not turned on' : 'Autopay was not turned off'}
            >
              {errorMessage(problem)}
            </Alert>
          ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={update.isPending}>
            {turningOn ? 'Turn autopay on' : 'Turn autopay off'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
