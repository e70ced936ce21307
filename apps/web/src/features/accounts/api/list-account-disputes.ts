import { useInfiniteQuery } from '@tanstack/react-query';
import type { DisputeStatus } from '@portal/shared/leads';
import { listDisputes } from '@portal/shared/contracts/leads/list-disputes';
import { callApi, contractKey } from '../../../lib/http/api';

const PAGE_SIZE = 10;

/** One account's disputes for provider staff, newest first, a page at a time; all statuses without one. */
export const useAccountDisputes = (accountId: string, status: DisputeStatus | undefined) =>
  useInfiniteQuery({
    queryKey: contractKey(listDisputes, { query: { accountId, status, limit: PAGE_SIZE } }),
    queryFn: ({ pageParam }) =>
      callApi(listDisputes, { query: { accountId, status, cursor: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
