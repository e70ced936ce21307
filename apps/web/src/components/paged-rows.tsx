import { Button, Stack } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FilteredEmpty, type FilteredEmptyProps } from './filtered-empty';
import { QueryState } from './query-state';

type PagedQuery<Page> = Pick<
  UseInfiniteQueryResult<InfiniteData<Page, unknown>>,
  | 'data'
  | 'error'
  | 'isPending'
  | 'refetch'
  | 'isRefetching'
  | 'isPlaceholderData'
  | 'hasNextPage'
  | 'fetchNextPage'
  | 'isFetchingNextPage'
>;

interface PagedRowsProps<Page extends { items: readonly unknown[] }> {
  /** A filtered list read a page at a time (useInfiniteQuery). */
  query: PagedQuery<Page>;
  loadingLabel: string;
  errorTitle: string;
  /** What an empty first page says, and how its filters are cleared. */
  empty: FilteredEmptyProps;
  className?: string;
  /** The rows (a table) and any note under them. */
  children: ReactNode;
}

/**
 * A filtered list's states (loading, failed, empty with Clear filters), its rows, and "Load more" while the
 * server has more. The rows stay on screen, marked busy, while a new filter's answer is on its way.
 */
export function PagedRows<Page extends { items: readonly unknown[] }>({
  query,
  loadingLabel,
  errorTitle,
  empty,
  className,
  children,
}: PagedRowsProps<Page>) {
  return (
    <QueryState
      query={query}
      loadingLabel={loadingLabel}
      errorTitle={errorTitle}
      isEmpty={(data) => data.pages[0]?.items.length === 0}
      empty={<FilteredEmpty {...empty} />}
    >
      {() => (
        <Stack gap="sm" className={className} aria-busy={query.isPlaceholderData}>
          {children}
          {query.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
              w="fit-content"
            >
              Load more
            </Button>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
