import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { QueryState } from '../../../../components/query-state';
import { ReadOnlyNote } from '../../../../components/read-only-note';
import { usePermission } from '../../../../lib/account-context';
import { lazyComponent } from '../../../../lib/lazy-component';
import { useRouteDisclosure } from '../../../../lib/use-route-disclosure';
import { useAccount } from '../../api/get-account';
import { useWebhookEndpoints } from '../../api/list-webhook-endpoints';
import { WebhookEndpointItem } from './webhook-endpoint-item';

// Opened on request: they load after the screen, off its first load (docs/decisions/0018).
const { Lazy: WebhookEndpointModal } = lazyComponent(() =>
  import('./webhook-endpoint-modal').then((module) => module.WebhookEndpointModal),
);
const { Lazy: SecretOnceModal } = lazyComponent(() =>
  import('../secret-once-modal').then((module) => module.SecretOnceModal),
);

/**
 * The account's webhooks: endpoints in the customer's own systems that get each event, signed. Only those
 * who may manage them (ADMIN and up) see the endpoints; the others are told who can.
 */
export function WebhooksCard({ accountId }: { accountId: string }) {
  const manages = usePermission('webhooks.manage');
  const endpoints = useWebhookEndpoints(accountId, manages);
  const account = useAccount(accountId);
  const [adding, add] = useRouteDisclosure();
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <Card withBorder radius="md" padding="xl">
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Title order={2} size="h4">
          Webhooks
        </Title>
        {manages && <Button onClick={add.open}>Add endpoint</Button>}
      </Group>
      {manages ? (
        <QueryState
          query={endpoints}
          loadingLabel="Loading the webhook endpoints"
          errorTitle="The webhook endpoints could not be loaded"
          isEmpty={(data) => data.items.length === 0}
          empty={
            <Text c="dimmed" size="sm">
              No endpoints yet. Add one to have new leads, calls and billing events posted to your own system.
            </Text>
          }
        >
          {(data) => (
            <Stack gap="md">
              {data.items.map((endpoint) => (
                <WebhookEndpointItem
                  key={endpoint.id}
                  accountId={accountId}
                  endpoint={endpoint}
                  timeZone={account.data?.Time_Zone__c}
                  onSecret={setSecret}
                />
              ))}
            </Stack>
          )}
        </QueryState>
      ) : (
        <ReadOnlyNote permission="webhooks.manage" action="seeing and changing webhooks" />
      )}
      <Suspense>
        <WebhookEndpointModal accountId={accountId} opened={adding} onClose={add.close} onCreated={setSecret} />
        <SecretOnceModal
          secret={secret}
          onClose={() => setSecret(null)}
          title="Your signing secret"
          name="Signing secret"
          nameInSentence="signing secret"
          use="Keep it where your receiver can read it; it verifies each delivery’s webhook-signature."
          lost="Lost it? Rotate the secret to get a new one; the old one keeps signing for 24 hours."
        />
      </Suspense>
    </Card>
  );
}
