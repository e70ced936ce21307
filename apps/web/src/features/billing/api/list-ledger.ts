import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { LedgerKind } from '@portal/shared/billing';
import { listLedger } from '@portal/shared/contracts/billing/list-ledger';
import { callApi, contractKey } from '../../../lib/http/api';

export const LEDGER_PAGE_SIZE = 25;

/** The transactions' filters: a kind, and days (yyyy-LL-dd in the account's zone), each optional. */
export interface LedgerFilters {
  kind?: LedgerKind;
  from?: string;
  to?: string;
}

/** The account's money movements, newest first, a page at a time ("Load more"), filtered on the server. */
export const useLedger = (accountId: string, filters: LedgerFilters) => {
  const query = { ...filters, limit: LEDGER_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: contractKey(listLedger, { params: { accountId }, query }),
    queryFn: ({ pageParam }) => callApi(listLedger, { params: { accountId }, query: { ...query, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // A new filter keeps the rows on screen until its answer arrives, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
};
