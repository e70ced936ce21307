import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/http/error-message';
import { notify } from '../../../../lib/notify';
import { useMakeRecoveryCodes } from '../../api/recovery-codes';
import { RecoveryCodesList } from './recovery-codes-list';
import { Dialog } from '../../../../components/dialog/dialog';

/** New recovery codes, asked for on purpose (the current ones stop working), then shown once. */
export function NewRecoveryCodesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const make = useMakeRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    setCodes(null);
    onClose();
  };
  const confirm = async () => {
    try {
      setCodes((await make.mutateAsync()).codes ?? []);
    } catch (error) {
      notify.error(errorMessage(error, 'New recovery codes could not be made.'));
    }
  };
  return (
    <Dialog opened={opened} onClose={close} title="New recovery codes" centered>
      {codes ? (
        <RecoveryCodesList codes={codes} onDone={close} />
      ) : (
        <Stack gap="md">
          <Text size="sm">
            Ten new codes replace the ones you have: the old ones stop working at once, used or not.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button loading={make.isPending} onClick={() => void confirm()}>
              Make new codes
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
