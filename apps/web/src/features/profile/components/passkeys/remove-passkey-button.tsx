import { Button, Group, Stack, Text } from '@mantine/core';
import { authApi } from '../../../../lib/auth/auth-api';
import { authErrorMessage } from '../../../../lib/auth/auth-error-message';
import { notify } from '../../../../lib/notify';
import { useRouteDisclosure } from '../../../../lib/use-route-disclosure';
import { usePasskeyChange, type Passkey } from '../../api/passkeys';
import { Dialog } from '../../../../components/dialog/dialog';

/** Removes a passkey after saying what that means: the device no longer signs you in. */
export function RemovePasskeyButton({ passkey }: { passkey: Passkey }) {
  const [confirming, confirm] = useRouteDisclosure();
  const remove = usePasskeyChange((id: string) => authApi.removePasskey(id));
  const removeNow = async () => {
    try {
      await remove.mutateAsync(passkey.id);
      confirm.close();
      notify.success(`The passkey "${passkey.name}" was removed.`);
    } catch (error) {
      notify.error(authErrorMessage(error));
    }
  };
  return (
    <>
      <Button size="xs" variant="default" onClick={confirm.open} aria-label={`Remove the passkey ${passkey.name}`}>
        Remove
      </Button>
      <Dialog opened={confirming} onClose={confirm.close} title={`Remove the passkey "${passkey.name}"?`} centered>
        <Stack gap="md">
          <Text size="sm">
            That device will no longer sign you in with its passkey; your password (and code) still will. The device may
            keep showing the passkey until you delete it there too.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void removeNow()}>
              Remove passkey
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
