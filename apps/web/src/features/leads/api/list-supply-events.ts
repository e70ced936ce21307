import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { SupplyEventListQuery } from '@portal/shared/leads';
import { listSupplyEvents } from '@portal/shared/contracts/leads/list-supply-events';
import { callApi, contractKey } from '../../../lib/http/api';

export const ACTIVITY_PAGE_SIZE = 25;

/** The activity table's filters: the list's query without its paging. */
export type ActivityQuery = Omit<SupplyEventListQuery, 'cursor' | 'limit'>;

/** Leads and calls, newest first, a page at a time ("Load more"), filtered on the server. */
export const useSupplyEvents = (accountId: string, filters: ActivityQuery) => {
  const query = { ...filters, limit: ACTIVITY_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: contractKey(listSupplyEvents, { params: { accountId }, query }),
    queryFn: ({ pageParam }) =>
      callApi(listSupplyEvents, { params: { accountId }, query: { ...query, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // A new filter keeps the rows on screen until its answer arrives, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
};
