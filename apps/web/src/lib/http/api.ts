import { queryOptions } from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  contractPath,
  type CallArgs,
  type CallInput,
  type Contract,
  type ContractResponse,
} from '@portal/shared/api/contract';
import { apiClient } from './api-client';
import type { QueryParams } from '@portal/shared/api/query-string';

/**
 * What a call of a contract takes. A money write (`idempotent: true`) also takes the attempt's
 * Idempotency-Key, required by the type: a caller cannot forget it, and a retry of the same attempt passes
 * the same key again, so the server charges once (lib/http/attempt-keys.ts makes and keeps them).
 */
export type ApiInput<C extends Contract> = CallInput<C> &
  (C extends { idempotent: true } ? { idempotencyKey: string } : unknown);

type ApiArgs<C extends Contract> = C extends { idempotent: true } ? [input: ApiInput<C>] : CallArgs<C>;

/** What a call answers: the contract's response, or a Blob for a binary file (a PDF). */
export type ApiResponse<C extends Contract> = C['produces'] extends 'application/pdf' ? Blob : ContractResponse<C>;

/** Calls an endpoint through its contract: the path, method and types come from packages/shared. */
export function callApi<C extends Contract>(contract: C, ...[input]: ApiArgs<C>): Promise<ApiResponse<C>> {
  const { params, query, body, idempotencyKey } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: QueryParams;
    body?: unknown;
    idempotencyKey?: string;
  };
  // The server refuses a money write without its key (422); failing here says which caller forgot it.
  if (contract.idempotent && !idempotencyKey) throw new Error(`${contract.path} needs an idempotency key`);
  return apiClient.request<ApiResponse<C>>(contract.method, contractPath(contract, params), {
    query,
    body,
    ...(idempotencyKey && { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
    ...(contract.produces === 'application/pdf' && { responseType: 'blob' as const }),
  });
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
  queryOptions({
    queryKey: contractKey(contract, ...args),
    queryFn: () => callApi(contract, ...(args as unknown as ApiArgs<C>)),
  });
