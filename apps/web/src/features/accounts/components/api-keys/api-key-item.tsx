import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { API_KEY_SCOPES } from '@portal/shared/api/api-key-scopes';
import type { ApiKey } from '@portal/shared/api-keys';
import { Dialog } from '../../../../components/dialog/dialog';
import { formatDateTime } from '../../../../lib/format';
import { errorMessage } from '../../../../lib/http/error-message';
import { notify } from '../../../../lib/notify';
import { useRouteDisclosure } from '../../../../lib/use-route-disclosure';
import { useRevokeApiKey } from '../../api/revoke-api-key';

interface ApiKeyItemProps {
  accountId: string;
  apiKey: ApiKey;
  timeZone: string | null | undefined;
}

/** One key: its name and first characters, its scopes, who made it and when, its last use and expiry; revoke. */
export function ApiKeyItem({ accountId, apiKey, timeZone }: ApiKeyItemProps) {
  const [confirming, confirm] = useRouteDisclosure();
  const revoke = useRevokeApiKey(accountId);
  const when = (iso: string) => formatDateTime(iso, timeZone, { inSentence: true });
  const revokeNow = async () => {
    try {
      await revoke.mutateAsync(apiKey.id);
      confirm.close();
      notify.success(`The key ${apiKey.name} was revoked.`);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {apiKey.name}
            </Text>
            <Text size="sm" c="dimmed" ff="monospace">
              {apiKey.hint}
            </Text>
          </Stack>
          {apiKey.expired && (
            <Badge color="red" variant="light">
              Expired
            </Badge>
          )}
        </Group>
        <Group gap={6} aria-label="Scopes">
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} variant="outline" size="sm" tt="none" title={API_KEY_SCOPES[scope].label}>
              {scope}
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          Made by {apiKey.createdBy} {when(apiKey.createdAt)}.{' '}
          {apiKey.lastUsedAt ? `Last used ${when(apiKey.lastUsedAt)}.` : 'Never used.'}{' '}
          {apiKey.expiresAt
            ? `${apiKey.expired ? 'Expired' : 'Expires'} ${when(apiKey.expiresAt)}.`
            : 'Does not expire.'}
        </Text>
        <Group>
          <Button size="xs" variant="subtle" color="red" onClick={confirm.open}>
            Revoke
          </Button>
        </Group>
      </Stack>
      <Dialog opened={confirming} onClose={confirm.close} title={`Revoke ${apiKey.name}?`} centered>
        <Stack gap="md">
          <Text size="sm">
            Every request with this key is refused from now on. Whatever uses it stops working until it gets a new key.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancel
            </Button>
            <Button color="red.9" loading={revoke.isPending} onClick={() => void revokeNow()}>
              Revoke key
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Paper>
  );
}
