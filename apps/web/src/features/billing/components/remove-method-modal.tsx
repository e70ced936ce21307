import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { methodLabel, type PaymentMethod } from '@portal/shared/billing';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { useRemovePaymentMethod } from '../api/remove-payment-method';

interface RemoveMethodModalProps {
  accountId: string;
  method: PaymentMethod;
  opened: boolean;
  onClose: () => void;
}

/**
 * Confirms removing a method. The server may refuse (the only method while autopay or auto-recharge
 * charges it): its reason is shown here, where the person is looking, and the method stays.
 */
export function RemoveMethodModal({ accountId, method, opened, onClose }: RemoveMethodModalProps) {
  const remove = useRemovePaymentMethod(accountId);
  const label = methodLabel(method);
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () =>
    remove.mutate(method.id, {
      onSuccess: () => {
        notify.success(`${label} was removed.`);
        close();
      },
    });
  return (
    <Modal opened={opened} onClose={close} title="Remove payment method?" centered>
      <Stack gap="md">
        <Text size="sm">
          <strong>{label}</strong> will no longer be offered for payments.
          {method.isDefault && ' Another saved method, if there is one, becomes the default.'}
        </Text>
        {remove.error && (
          <Alert color="red" role="alert" title="It was not removed">
            {errorMessage(remove.error, 'The payment method could not be removed.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          {!remove.error && (
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              Remove
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
