import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/http/error-message';

export interface QueryStateProps<Data> {
  query: Pick<UseQueryResult<Data>, 'data' | 'error' | 'isPending' | 'refetch' | 'isRefetching'>;
  /** What is loading, for screen readers: "Loading contacts". */
  loadingLabel: string;
  /** The heading of the error state: "The contacts could not be loaded". */
  errorTitle: string;
  /** When the data counts as empty, and what to show then. */
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  /** Replaces the default error state, e.g. for a 404 that has its own words; undefined keeps the default. */
  renderError?: (error: Error) => ReactNode | undefined;
  children: (data: Data) => ReactNode;
}

/**
 * The four states of anything loaded from the server, drawn one way everywhere: a spinner while
 * loading, the error with a way to try again, the empty state, and the data.
 */
export function QueryState<Data>({
  query,
  loadingLabel,
  errorTitle,
  isEmpty,
  empty,
  renderError,
  children,
}: QueryStateProps<Data>) {
  if (query.isPending) return <Loader size="sm" role="status" aria-label={loadingLabel} />;
  if (query.error) {
    const custom = renderError?.(query.error);
    if (custom !== undefined) return custom;
    return (
      <Alert color="red" title={errorTitle} role="alert">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button
            size="xs"
            variant="white"
            color="red"
            onClick={() => void query.refetch()}
            loading={query.isRefetching}
          >
            Try Again
          </Button>
        </Group>
      </Alert>
    );
  }
  const data = query.data as Data;
  if (isEmpty?.(data)) return <>{empty ?? <Text c="dimmed">Nothing here yet.</Text>}</>;
  return <>{children(data)}</>;
}
