import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { QueryState } from '../../../../components/query-state';
import { ReadOnlyNote } from '../../../../components/read-only-note';
import { usePermission } from '../../../../lib/account-context';
import { lazyComponent } from '../../../../lib/lazy-component';
import { useRouteDisclosure } from '../../../../lib/use-route-disclosure';
import { useAccount } from '../../api/get-account';
import { useApiKeys } from '../../api/list-api-keys';
import { ApiKeyItem } from './api-key-item';

// Opened on request: they load after the screen, off its first load (docs/decisions/0018).
const { Lazy: ApiKeyModal } = lazyComponent(() => import('./api-key-modal').then((module) => module.ApiKeyModal));
const { Lazy: SecretOnceModal } = lazyComponent(() =>
  import('../secret-once-modal').then((module) => module.SecretOnceModal),
);

/**
 * The account's API keys: how the business's own systems (a CRM, a field-service app) read its leads and
 * work them. Only those who may manage them (ADMIN and up) see the keys; the others are told who can.
 */
export function ApiKeysCard({ accountId }: { accountId: string }) {
  const manages = usePermission('apiKeys.manage');
  const keys = useApiKeys(accountId, manages);
  const account = useAccount(accountId);
  const [adding, add] = useRouteDisclosure();
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <Card withBorder radius="md" padding="xl">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="sm">
        <Title order={2} size="h4">
          API keys
        </Title>
        {manages && <Button onClick={add.open}>New API key</Button>}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Your own systems call the portal’s API with a key, as{' '}
        <Text span ff="monospace">
          Authorization: Bearer pk_live_…
        </Text>
        . Each key reads or works only what its scopes allow, on this account only.{' '}
        <Anchor href="/api/docs" target="_blank" rel="noopener">
          Try the API
        </Anchor>
      </Text>
      {manages ? (
        <QueryState
          query={keys}
          loadingLabel="Loading the API keys"
          errorTitle="The API keys could not be loaded"
          isEmpty={(data) => data.items.length === 0}
          empty={
            <Text c="dimmed" size="sm">
              No API keys yet. Make one for each system that should read your leads, such as your CRM.
            </Text>
          }
        >
          {(data) => (
            <Stack gap="sm">
              {data.items.map((key) => (
                <ApiKeyItem key={key.id} accountId={accountId} apiKey={key} timeZone={account.data?.Time_Zone__c} />
              ))}
            </Stack>
          )}
        </QueryState>
      ) : (
        <ReadOnlyNote permission="apiKeys.manage" action="seeing and making API keys" />
      )}
      <Suspense>
        <ApiKeyModal accountId={accountId} opened={adding} onClose={add.close} onCreated={setSecret} />
        <SecretOnceModal
          secret={secret}
          onClose={() => setSecret(null)}
          title="Your API key"
          name="API key"
          nameInSentence="API key"
          use="Keep it in your system’s secret settings: anyone who has it can do what its scopes allow."
          lost="Lost it? Revoke it and make a new one."
        />
      </Suspense>
    </Card>
  );
}
