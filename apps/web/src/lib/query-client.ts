import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@portal/shared/limits';
import { HttpError } from './http/http-error';

/** TanStack Query defaults: data stays fresh for 3 minutes; client errors are not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: (failureCount, error) =>
          !(error instanceof HttpError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
