import { queryOptions } from '@tanstack/react-query';
import { contractPath, type CallArgs, type Contract, type ContractResponse } from '@portal/shared/api/contract';
import { apiClient } from './api-client';
import type { QueryParams } from '@portal/shared/api/query-string';

/** Calls an endpoint through its contract: the path, method and types come from packages/shared. */
export function callApi<C extends Contract>(contract: C, ...[input]: CallArgs<C>): Promise<ContractResponse<C>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: QueryParams;
    body?: unknown;
  };
  return apiClient.request<ContractResponse<C>>(contract.method, contractPath(contract, params), { query, body });
}

/**
 * The query key of a call: [path pattern, params, query]. Keys of one endpoint share their first part,
 * and TanStack Query matches objects partially, so `[path, { accountId }]` invalidates every page and
 * filter of that account's list.
 */
export const contractKey = <C extends Contract>(contract: C, ...[input]: CallArgs<C>) => {
  const { params, query } = (input ?? {}) as { params?: object; query?: object };
  return [contract.path, params ?? {}, query ?? {}] as const;
};

/** Query options for a GET contract: its key and its fetcher, for useQuery, prefetching and the cache. */
export const contractQuery = <C extends Contract>(contract: C, ...args: CallArgs<C>) =>
  queryOptions({ queryKey: contractKey(contract, ...args), queryFn: () => callApi(contract, ...args) });
