import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { auditPageSchema } from '@portal/shared/accounts';
import { apiClient } from '../../../lib/http/api-client';

export type AuditPage = z.infer<typeof auditPageSchema>;

export const getAccountAudit = (accountId: string, cursor?: string) =>
  apiClient.get<AuditPage>(`ad-portal/advprtl/accounts/${encodeURIComponent(accountId)}/audit`, { query: { cursor, limit: 10 } });

/** The account's audit log, newest first, a page at a time. */
export const useAccountAudit = (accountId: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: ['account-audit', accountId],
    queryFn: ({ pageParam }) => getAccountAudit(accountId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
