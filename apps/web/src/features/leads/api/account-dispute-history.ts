import { useInfiniteQuery } from '@tanstack/react-query';
import { listDisputes } from '@portal/shared/contracts/leads/list-disputes';
import { callApi, contractKey } from '../../../lib/http/api';

const PAGE_SIZE = 10;

/**
 * Provider staff: one account's disputes of every status, newest first, a page at a time: the history the queue's
 * panel shows beside a dispute. The accounts feature lists the same for /admin/{id}; features do not share code, so
 * this reads the same contract. A decision refreshes it (refreshAfterDecisions invalidates every dispute list).
 */
export const useAccountDisputeHistory = (accountId: string) =>
  useInfiniteQuery({
    queryKey: contractKey(listDisputes, { query: { accountId, limit: PAGE_SIZE } }),
    queryFn: ({ pageParam }) => callApi(listDisputes, { query: { accountId, cursor: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
