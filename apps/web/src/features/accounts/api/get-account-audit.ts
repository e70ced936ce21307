import { useInfiniteQuery } from '@tanstack/react-query';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { callApi, contractKey } from '../../../lib/http/api';

const PAGE_SIZE = 10;

/** The account's audit log, newest first, a page at a time. */
export const useAccountAudit = (accountId: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: contractKey(getAccountAudit, { params: { accountId }, query: { limit: PAGE_SIZE } }),
    queryFn: ({ pageParam }) =>
      callApi(getAccountAudit, { params: { accountId }, query: { cursor: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
