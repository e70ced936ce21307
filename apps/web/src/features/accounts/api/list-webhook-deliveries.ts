import { useInfiniteQuery } from '@tanstack/react-query';
import { listWebhookDeliveries } from '@portal/shared/contracts/webhooks/list-webhook-deliveries';
import { callApi, contractKey } from '../../../lib/http/api';

const PAGE_SIZE = 25;

/**
 * An endpoint's delivery log, newest first, a page at a time. While a delivery on screen still waits for
 * its answer the log looks again every few seconds, so a test send or a replay shows its outcome.
 */
export const useWebhookDeliveries = (accountId: string, endpointId: string) => {
  const params = { accountId, endpointId };
  const query = { limit: PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: contractKey(listWebhookDeliveries, { params, query }),
    queryFn: ({ pageParam }) => callApi(listWebhookDeliveries, { params, query: { ...query, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: (current) =>
      current.state.data?.pages.some((page) => page.items.some((item) => item.status === 'PENDING')) ? 2_000 : false,
  });
};

/** Matches every page of an endpoint's log, for invalidation. */
export const webhookDeliveriesKey = (accountId: string, endpointId: string) => [
  listWebhookDeliveries.path,
  { accountId, endpointId },
];
