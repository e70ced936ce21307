import { Button, Card, Center, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/query-state';
import { useCampaigns, type CampaignFilters } from '../api/list-campaigns';
import { CampaignTable } from './campaign-table';
import { CampaignsEmpty } from './campaigns-empty';
import classes from './campaign-list.module.css';

/** The campaigns that match the filters, with "Load more" for the next page and the empty state. */
export function CampaignList({
  accountId,
  filters,
  onClearFilters,
  createAction,
}: {
  accountId: string;
  filters: CampaignFilters;
  onClearFilters: () => void;
  createAction: ReactNode;
}) {
  const campaigns = useCampaigns(accountId, filters);
  const filtered = Boolean(filters.q || filters.status);
  const rows = campaigns.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <QueryState
      query={campaigns}
      loadingLabel="Loading campaigns"
      errorTitle="The campaigns could not be loaded"
      isEmpty={() => rows.length === 0}
      empty={<CampaignsEmpty filtered={filtered} onClearFilters={onClearFilters} action={createAction} />}
    >
      {() => (
        <Card withBorder radius="md" padding="md" className={classes.frame}>
          <Group justify="space-between" mb="xs" mih={24}>
            {/* Says what a new search found, for those who cannot see the table change. */}
            <Text size="sm" c="dimmed" role="status">
              {rows.length === 1 ? '1 campaign' : `${rows.length} campaigns`}
              {campaigns.hasNextPage ? ' shown' : ''}
            </Text>
            {campaigns.isFetching && !campaigns.isFetchingNextPage && <Loader size="xs" aria-hidden />}
          </Group>
          <CampaignTable campaigns={rows} />
          {campaigns.hasNextPage && (
            <Center mt="md">
              <Button
                variant="default"
                onClick={() => void campaigns.fetchNextPage()}
                loading={campaigns.isFetchingNextPage}
              >
                Load more
              </Button>
            </Center>
          )}
        </Card>
      )}
    </QueryState>
  );
}
