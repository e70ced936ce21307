import { useQuery } from '@tanstack/react-query';
import type { ContractResponse } from '@portal/shared/api/contract';
import { searchAccounts } from '@portal/shared/contracts/accounts/search-accounts';
import { ASYNC_SELECT_PAGE_SIZE } from '@portal/shared/limits';
import { contractQuery } from '../../../lib/http/api';

export type AccountSearchResult = ContractResponse<typeof searchAccounts>;

export const accountSearchQuery = (search: string) =>
  contractQuery(searchAccounts, { query: { search, limit: ASYNC_SELECT_PAGE_SIZE } });

/** Staff account search for the picker: nothing until something is typed. */
export const useAccountSearch = (search: string) =>
  useQuery({ ...accountSearchQuery(search), enabled: search.trim().length > 0 });
