import { Card, Group, Loader, Stack, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { PagedRows } from '../../../components/paged-rows';
import { ExportButton } from '../../../components/export-button';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useAccountContext, usePermission } from '../../../lib/account-context';
import { lazyComponent } from '../../../lib/lazy-component';
import { useLeadTags } from '../api/lead-tags';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { useUrlFilters } from '../../../lib/url-filters';
import { useExportSupplyEvents } from '../api/export-supply-events';
import { useCampaignOptions } from '../api/list-campaign-options';
import { useSupplyEvents, type ActivityQuery } from '../api/list-supply-events';
import { activityColumns, compactActivityColumns } from './activity-columns';
import { ActivityFilterBar } from './activity-filter-bar';
import { FILTER_KEYS, hasActivityFilters, readActivityFilters, type ActivityFilters } from './activity-filter-state';
import classes from './activity-table.module.css';
import { InvoiceLineNotice } from './invoice-line-notice';

// Shown once a row is chosen: its selects load then, off the screen's first load.
const { Lazy: ActivityBulkBar } = lazyComponent(() =>
  import('./activity-bulk-bar').then((module) => module.ActivityBulkBar),
);

export interface ActivityTableProps {
  /** Days (yyyy-LL-dd, the account's zone) the rows fall on; without them, all time. */
  from?: string;
  to?: string;
  /** Shows one campaign's activity only (the campaign page), without a campaign filter. */
  campaignId?: string;
}

/**
 * The account's leads and calls, newest first: filters kept in the URL, "Load more", a CSV export of
 * exactly the filtered rows, and a row that opens the lead or call.
 */
export function ActivityTable({ from, to, campaignId }: ActivityTableProps) {
  const { accountId, account } = useAccountContext();
  const { filters, change: changeFilters, clear: clearFilters } = useUrlFilters(FILTER_KEYS, readActivityFilters);
  // The same breakpoint at which ResponsiveTable turns rows into cards: cards get the compact columns.
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  // Clearing the filters starts the search box afresh too (it keeps what is typed until a pause).
  const [filterBarKey, setFilterBarKey] = useState(0);
  const { invoiceId, ...apiFilters } = filters;
  // An invoice line's events are its own, whatever their days: a late event is billed on the next month's
  // invoice, and an old invoice's month may be outside the range. The line replaces the range.
  const days = filters.invoiceLineId ? {} : { from, to };
  const query: ActivityQuery = { ...apiFilters, campaignId: campaignId ?? filters.campaignId, ...days };
  const events = useSupplyEvents(accountId ?? '', query);
  const campaigns = useCampaignOptions(accountId ?? '', !campaignId);
  const exportCsv = useExportSupplyEvents(accountId ?? '');
  const tags = useLeadTags(accountId ?? '');
  // Those who work leads choose rows to change them at once (activity-bulk-bar.tsx).
  const mayWork = usePermission('leads.work');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // Arriving from an invoice's line, the table is what the person came for: bring it into view, below the
  // summary's figures.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (filters.invoiceLineId) section.current?.scrollIntoView({ block: 'start' });
  }, [filters.invoiceLineId]);

  const change = (name: keyof ActivityFilters, value: string | undefined) => changeFilters({ [name]: value });
  const clear = () => {
    clearFilters();
    setFilterBarKey((key) => key + 1);
  };
  const download = () =>
    exportCsv.mutate(
      { filters: query, fileName: `leads-and-calls-${query.from ?? 'all'}-to-${query.to ?? 'now'}.csv` },
      { onError: (error) => notify.error(errorMessage(error, 'The leads and calls could not be exported.')) },
    );

  // Kept while the pages, the width and the zone are the same: the rows are not drawn again when the screen
  // renders for another reason (ResponsiveTable).
  const timeZone = account?.Time_Zone__c;
  const tagItems = tags.data?.items;
  const tagsById = useMemo(() => new Map((tagItems ?? []).map((tag) => [tag.id, tag])), [tagItems]);
  const selection = useMemo(
    () =>
      mayWork
        ? {
            has: (id: string) => chosen.has(id),
            toggle: (id: string) =>
              setChosen((current) => {
                const next = new Set(current);
                if (!next.delete(id)) next.add(id);
                return next;
              }),
          }
        : undefined,
    [mayWork, chosen],
  );
  const columns = useMemo(
    () => (wide ? activityColumns : compactActivityColumns)({ timeZone, tagsById, selection }),
    [wide, timeZone, tagsById, selection],
  );
  const pages = events.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const filtered = hasActivityFilters({ ...filters, campaignId: campaignId ? undefined : filters.campaignId });
  return (
    <Card
      ref={section}
      className={classes.section}
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="activity-title"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4" id="activity-title">
            Leads and calls
          </Title>
          <ExportButton onClick={download} loading={exportCsv.isPending} disabled={rows.length === 0} />
        </Group>
        {filters.invoiceLineId && (
          <InvoiceLineNotice
            invoiceId={invoiceId}
            invoiceLineId={filters.invoiceLineId}
            onRemove={() => changeFilters({ invoiceLineId: undefined, invoiceId: undefined })}
          />
        )}
        <ActivityFilterBar
          key={filterBarKey}
          filters={filters}
          onChange={change}
          campaignOptions={campaignId ? undefined : (campaigns.data ?? [])}
          tagOptions={(tagItems ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
        />
        {chosen.size > 0 && accountId && (
          <Suspense fallback={<Loader size="sm" aria-label="Loading the choices" />}>
            <ActivityBulkBar
              accountId={accountId}
              selected={[...chosen]}
              tags={tagItems ?? []}
              onDone={() => setChosen(new Set())}
            />
          </Suspense>
        )}
        <PagedRows
          query={events}
          loadingLabel="Loading leads and calls"
          errorTitle="The leads and calls could not be loaded"
          empty={{
            filtered,
            filteredText: 'No leads or calls match these filters.',
            emptyText: 'No leads or calls in this range.',
            onClear: clear,
          }}
          className={classes.rows}
        >
          <ResponsiveTable label="Leads and calls" columns={columns} rows={rows} rowKey={(event) => event.id} />
        </PagedRows>
      </Stack>
    </Card>
  );
}
