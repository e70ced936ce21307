import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { accountSearchResultSchema } from '@portal/shared/accounts';
import { ASYNC_SELECT_PAGE_SIZE } from '@portal/shared/limits';
import { apiClient } from '../../../lib/http/api-client';

export type AccountSearchResult = z.infer<typeof accountSearchResultSchema>;

export const searchAccounts = (search: string) =>
  apiClient.get<AccountSearchResult>('ad-portal/advprtl/accounts', { query: { search, limit: ASYNC_SELECT_PAGE_SIZE } });

export const accountSearchQuery = (search: string) => queryOptions({ queryKey: ['account-search', search], queryFn: () => searchAccounts(search) });

/** Staff account search for the picker: nothing until something is typed. */
export const useAccountSearch = (search: string) => useQuery({ ...accountSearchQuery(search), enabled: search.trim().length > 0 });
