import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import type { WebhookEndpoint } from '@portal/shared/webhooks';
import { formatDateTime } from '../../../../lib/format';
import { errorMessage } from '../../../../lib/http/error-message';
import { lazyComponent } from '../../../../lib/lazy-component';
import { notify } from '../../../../lib/notify';
import { useRouteDisclosure } from '../../../../lib/use-route-disclosure';
import { useDeleteWebhookEndpoint } from '../../api/delete-webhook-endpoint';
import { useRotateWebhookSecret } from '../../api/rotate-webhook-secret';
import { useSendWebhookTest } from '../../api/send-webhook-test';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { Dialog } from '../../../../components/dialog/dialog';

// Opened on request: loads after the screen, off its first load (docs/decisions/0018).
const { Lazy: WebhookEndpointModal } = lazyComponent(() =>
  import('./webhook-endpoint-modal').then((module) => module.WebhookEndpointModal),
);

interface WebhookEndpointItemProps {
  accountId: string;
  endpoint: WebhookEndpoint;
  timeZone: string | null | undefined;
  onSecret: (secret: string) => void;
}

/** One endpoint: what it hears, whether it is on, its actions and (opened) its delivery log. */
export function WebhookEndpointItem({ accountId, endpoint, timeZone, onSecret }: WebhookEndpointItemProps) {
  const [editing, edit] = useRouteDisclosure();
  const [confirming, confirm] = useRouteDisclosure();
  const [removing, remove] = useRouteDisclosure();
  const [showLog, setShowLog] = useState(false);
  const rotate = useRotateWebhookSecret(accountId, endpoint.id);
  const test = useSendWebhookTest(accountId, endpoint.id);
  const del = useDeleteWebhookEndpoint(accountId);
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notify.success(done);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Text>
            {endpoint.description && (
              <Text size="sm" c="dimmed">
                {endpoint.description}
              </Text>
            )}
          </Stack>
          {/* Green text on its own light tint falls under 4.5:1, so "Enabled" is a filled badge. */}
          <Badge color={endpoint.enabled ? 'teal.9' : 'gray'} variant={endpoint.enabled ? 'filled' : 'light'}>
            {endpoint.enabled ? 'Enabled' : 'Disabled'}
          </Badge>
        </Group>
        <Group gap={6} aria-label="Events">
          {endpoint.eventTypes.map((type) => (
            <Badge key={type} variant="outline" size="sm" tt="none">
              {type}
            </Badge>
          ))}
        </Group>
        {endpoint.disabledReason && (
          <Alert color="red" title="Turned off by the portal">
            {endpoint.disabledReason} Fix the receiver, enable the endpoint again, then replay what it missed.
          </Alert>
        )}
        {endpoint.previousSecretExpiresAt && (
          <Text size="sm" c="dimmed">
            The previous secret still signs too until{' '}
            {formatDateTime(endpoint.previousSecretExpiresAt, timeZone, { inSentence: true })}.
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="default" onClick={edit.open}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={test.isPending}
            onClick={() =>
              void act(async () => {
                await test.mutateAsync();
                setShowLog(true);
              }, 'A test event is on its way: see the delivery log.')
            }
          >
            Send test event
          </Button>
          <Button size="xs" variant="default" onClick={confirm.open}>
            Rotate secret
          </Button>
          <Button size="xs" variant="default" onClick={() => setShowLog((shown) => !shown)} aria-expanded={showLog}>
            {showLog ? 'Hide delivery log' : 'Delivery log'}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={remove.open}>
            Delete
          </Button>
        </Group>
        {showLog && <WebhookDeliveryLog accountId={accountId} endpointId={endpoint.id} timeZone={timeZone} />}
      </Stack>
      <Suspense>
        <WebhookEndpointModal
          accountId={accountId}
          endpoint={endpoint}
          opened={editing}
          onClose={edit.close}
          onCreated={onSecret}
        />
      </Suspense>
      <Dialog opened={confirming} onClose={confirm.close} title="Rotate the signing secret?" centered>
        <Stack gap="md">
          <Text size="sm">
            A new secret signs from now on. The current one keeps signing beside it for 24 hours, so you can switch your
            receiver over without missing a delivery.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancel
            </Button>
            <Button
              loading={rotate.isPending}
              onClick={() =>
                void act(async () => {
                  const rotated = await rotate.mutateAsync();
                  confirm.close();
                  onSecret(rotated.secret);
                }, 'The secret was rotated.')
              }
            >
              Rotate secret
            </Button>
          </Group>
        </Stack>
      </Dialog>
      <Dialog opened={removing} onClose={remove.close} title="Delete this endpoint?" centered>
        <Stack gap="md">
          <Text size="sm">Nothing more is sent to {endpoint.url}, and its delivery log goes with it.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={remove.close}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={del.isPending}
              onClick={() =>
                void act(async () => {
                  await del.mutateAsync(endpoint.id);
                  remove.close();
                }, 'The endpoint was deleted.')
              }
            >
              Delete endpoint
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Paper>
  );
}
