import { Stack, Text } from '@mantine/core';
import { PagedRows } from '../../../components/paged-rows';
import { ExportButton } from '../../../components/export-button';
import { ResponsiveTable } from '../../../components/responsive-table';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { useUrlFilters } from '../../../lib/url-filters';
import { useExportLedger } from '../api/export-ledger';
import { useLedger } from '../api/list-ledger';
import { ledgerColumns } from './ledger-columns';
import { LedgerFilterBar } from './ledger-filter-bar';
import { StatementDownload } from './statement-download';
import { LEDGER_FILTER_KEYS, readLedgerFilters } from './ledger-filter-state';
import { SectionCard } from '../../../components/section-card';

/**
 * Every money movement of the account, newest first: filtered by type and days on the server (the filters
 * live in the URL, so a reload or a shared link shows the same rows), "Load more", and a CSV export of
 * exactly the filtered rows. Loaded after the rest of the screen (it carries the date
 * pickers), from billing-route.
 */
export function TransactionsCard({
  accountId,
  timeZone,
  prepaid,
}: {
  accountId: string;
  timeZone: string | null | undefined;
  /** A prepaid account has monthly statements (a post-paid one, its invoices). */
  prepaid: boolean;
}) {
  const { filters, change, clear } = useUrlFilters(LEDGER_FILTER_KEYS, readLedgerFilters);
  const ledger = useLedger(accountId, filters);
  const exportCsv = useExportLedger(accountId);
  const rows = ledger.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  const download = () =>
    exportCsv.mutate(
      { filters, fileName: `transactions-${filters.from ?? 'all'}-to-${filters.to ?? 'now'}.csv` },
      { onError: (error) => notify.error(errorMessage(error, 'The transactions could not be exported.')) },
    );

  return (
    <SectionCard
      title="Transactions"
      actions={<ExportButton onClick={download} loading={exportCsv.isPending} disabled={rows.length === 0} />}
    >
      <Stack gap="md">
        {prepaid && <StatementDownload accountId={accountId} timeZone={timeZone} />}
        <LedgerFilterBar filters={filters} onChange={change} />
        <PagedRows
          query={ledger}
          loadingLabel="Loading transactions"
          errorTitle="The transactions could not be loaded"
          empty={{
            filtered,
            filteredText: 'No transactions match these filters.',
            emptyText: 'No money has moved on this account yet.',
            onClear: clear,
          }}
        >
          <ResponsiveTable
            label="Transactions"
            columns={ledgerColumns(timeZone, accountId)}
            rows={rows}
            rowKey={(entry) => entry.id}
          />
          <Text size="xs" c="dimmed">
            Times are in the account’s time zone. The balance is what was left after each line; below zero, what the
            account owed.
          </Text>
        </PagedRows>
      </Stack>
    </SectionCard>
  );
}
