import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@portal/shared/limits';
import { HttpError } from './http/http-error';

/**
 * TanStack Query defaults: data stays fresh for 3 minutes; client errors are not retried. Offline, a read is still
 * tried once (not paused), so that the service worker can answer it with its last copy (docs/decisions/0053);
 * writes wait for the network.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        networkMode: 'offlineFirst',
        retry: (failureCount, error) =>
          !(error instanceof HttpError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
