import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { QueryState } from '../../../../components/query-state';
import { SectionCard } from '../../../../components/section-card';
import { useAccountContext } from '../../../../lib/account-context';
import { authApi, browserHasPasskeys } from '../../../../lib/auth/auth-api';
import { authErrorMessage } from '../../../../lib/auth/auth-error-message';
import { formatDateTime } from '../../../../lib/format';
import { notify } from '../../../../lib/notify';
import { usePasskeyChange, usePasskeys, type Passkey } from '../../api/passkeys';
import { RemovePasskeyButton } from './remove-passkey-button';

/**
 * Passkeys: sign in with the device's own lock (a fingerprint, a face, a PIN) instead of a password. A passkey
 * is both steps of a two-step sign-in at once. Added here, named for the device, removed with a confirm.
 */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = usePasskeyChange(() => authApi.addPasskey());
  const supported = browserHasPasskeys();
  const addNow = async () => {
    try {
      await add.mutateAsync(undefined);
      notify.success('Passkey added: next time, choose "Sign in with a passkey".');
    } catch (error) {
      notify.error(authErrorMessage(error));
    }
  };
  return (
    <SectionCard
      title="Passkeys"
      actions={
        supported && (
          <Button size="xs" loading={add.isPending} onClick={() => void addNow()}>
            Add a passkey
          </Button>
        )
      }
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {supported
            ? 'Sign in with this device’s fingerprint, face or PIN instead of your password and code. Nothing secret leaves the device.'
            : 'This browser cannot make passkeys. Open your profile in a current Chrome, Edge, Safari or Firefox to add one.'}
        </Text>
        <QueryState
          query={passkeys}
          loadingLabel="Loading your passkeys"
          errorTitle="Your passkeys could not be loaded"
          isEmpty={(data) => data.length === 0}
          empty={<Text size="sm">You have no passkeys yet.</Text>}
        >
          {(data) => (
            <Stack
              gap="xs"
              component="ul"
              aria-label="Your passkeys"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {data.map((passkey) => (
                <PasskeyItem key={passkey.id} passkey={passkey} />
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </SectionCard>
  );
}

function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const timeZone = useAccountContext().account?.Time_Zone__c;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Text fw={600}>{passkey.name}</Text>
          {passkey.createdAt && (
            <Text size="sm" c="dimmed">
              Added {formatDateTime(passkey.createdAt, timeZone, { inSentence: true })}
            </Text>
          )}
        </Stack>
        <RemovePasskeyButton passkey={passkey} />
      </Group>
    </Paper>
  );
}
