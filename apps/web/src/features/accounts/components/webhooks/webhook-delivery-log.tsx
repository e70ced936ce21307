import { Badge, Button, Loader, Stack, Text } from '@mantine/core';
import type { WebhookDelivery } from '@portal/shared/webhooks';
import { QueryState } from '../../../../components/query-state';
import { ResponsiveTable, type ResponsiveColumn } from '../../../../components/responsive-table';
import { formatDateTime } from '../../../../lib/format';
import { errorMessage } from '../../../../lib/http/error-message';
import { notify } from '../../../../lib/notify';
import { useWebhookDeliveries } from '../../api/list-webhook-deliveries';
import { useReplayWebhookDelivery } from '../../api/replay-webhook-delivery';

// Green on its own light tint falls under 4.5:1 contrast, so success is a filled badge (as disputes do).
const STATUS_LOOK = {
  PENDING: { color: 'blue', variant: 'light' },
  SUCCEEDED: { color: 'teal.9', variant: 'filled' },
  FAILED: { color: 'red', variant: 'light' },
} as const;

function ReplayButton({
  delivery,
  onReplay,
  busy,
}: {
  delivery: WebhookDelivery;
  onReplay: () => void;
  busy: boolean;
}) {
  return (
    <Button
      size="xs"
      variant="default"
      onClick={onReplay}
      loading={busy}
      aria-label={`Replay ${delivery.eventType} ${delivery.id}`}
    >
      Replay
    </Button>
  );
}

/** An endpoint's deliveries, newest first: when, what, which attempt, the answer, and Replay. */
export function WebhookDeliveryLog({
  accountId,
  endpointId,
  timeZone,
}: {
  accountId: string;
  endpointId: string;
  timeZone: string | null | undefined;
}) {
  const deliveries = useWebhookDeliveries(accountId, endpointId);
  const replay = useReplayWebhookDelivery(accountId, endpointId);
  const doReplay = async (delivery: WebhookDelivery) => {
    try {
      await replay.mutateAsync(delivery.id);
      notify.success('Sent again: the outcome shows in the log.');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  const columns: ResponsiveColumn<WebhookDelivery>[] = [
    { label: 'Time', render: (row) => formatDateTime(row.lastAttemptAt ?? row.createdAt, timeZone) },
    {
      label: 'Event',
      render: (row) => (
        <Stack gap={2}>
          <Text size="sm">
            {row.eventType}
            {row.test && ' (test)'}
          </Text>
          <Badge color={STATUS_LOOK[row.status].color} variant={STATUS_LOOK[row.status].variant} size="sm">
            {row.status}
          </Badge>
        </Stack>
      ),
    },
    { label: 'Attempt', render: (row) => row.attempts },
    { label: 'Status code', render: (row) => row.lastStatusCode ?? '—' },
    { label: 'Latency', render: (row) => (row.lastLatencyMs === null ? '—' : `${row.lastLatencyMs} ms`) },
    {
      label: 'Response',
      phone: 'wide',
      render: (row) => (
        <Text size="xs" ff="monospace" lineClamp={2} style={{ wordBreak: 'break-all' }} maw={280}>
          {row.lastResponse || '—'}
        </Text>
      ),
    },
    {
      label: 'Actions',
      phone: 'unlabelled',
      render: (row) => (
        <ReplayButton
          delivery={row}
          busy={replay.isPending && replay.variables === row.id}
          onReplay={() => void doReplay(row)}
        />
      ),
    },
  ];
  return (
    <QueryState
      query={{ ...deliveries, refetch: () => deliveries.refetch() }}
      loadingLabel="Loading the delivery log"
      errorTitle="The delivery log could not be loaded"
      isEmpty={(data) => data.pages[0]?.items.length === 0}
      empty={
        <Text c="dimmed" size="sm">
          Nothing sent yet. Send a test event to try the endpoint.
        </Text>
      }
    >
      {(data) => (
        <Stack gap="sm">
          <ResponsiveTable
            label="Delivery log"
            columns={columns}
            rows={data.pages.flatMap((page) => page.items)}
            rowKey={(row) => row.id}
          />
          {deliveries.hasNextPage && (
            <Button
              variant="default"
              w="fit-content"
              onClick={() => void deliveries.fetchNextPage()}
              loading={deliveries.isFetchingNextPage}
            >
              Show older deliveries
            </Button>
          )}
          {deliveries.isFetching && !deliveries.isFetchingNextPage && <Loader size="xs" aria-hidden />}
        </Stack>
      )}
    </QueryState>
  );
}
