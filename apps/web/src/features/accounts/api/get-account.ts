import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@portal/shared/accounts';
import { apiClient } from '../../../lib/http/api-client';

export const getAccount = (accountId: string) => apiClient.get<Account>(`ad-portal/advprtl/accounts/${encodeURIComponent(accountId)}`);

export const accountQuery = (accountId: string) => queryOptions({ queryKey: ['account', accountId], queryFn: () => getAccount(accountId) });

export const useAccount = (accountId: string | null) => useQuery({ ...accountQuery(accountId ?? ''), enabled: accountId !== null });
