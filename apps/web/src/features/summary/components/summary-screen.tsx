import { Loader, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Summary as SummaryData } from '@portal/shared/leads';
import { NoAccountSelected } from '../../../components/no-account-selected';
import { QueryState } from '../../../components/query-state';
import { INVOICE_LINE_KEYS } from '../../../config/paths';
import { useAccountContext, usePermission } from '../../../lib/account-context';
import { useSummary } from '../api/get-summary';
import { AttentionPanel } from './attention-panel';
import { CampaignSummaryTable } from './campaign-summary-table';
import { presetRange } from './date-range';
import { ReportDownload } from './report-download';
import { KpiTiles } from './kpi-tiles';
import { SummaryChartCard } from './summary-chart-card';
import { SummaryEmpty } from './summary-empty';
import { SummaryHeader } from './summary-header';
import { useSummaryRange } from './use-summary-range';

/**
 * The leads and calls themselves below the figures (the leads feature's table, composed by the app): of the
 * range's days, or without them (an invoice line's, whatever their days). Stable (defined once), so the
 * figures are not drawn again for a new function.
 */
export type ActivitySlot = (days?: { from: string; to: string }) => ReactNode;

/** The call-back inbox (the leads feature's, composed by the app): first on a phone, a panel on a desktop. */
export type InboxSlot = (account: { accountId: string; timeZone: string | null }) => ReactNode;

/** The range's figures, its chart, the figures per campaign and the leads and calls themselves. */
export function SummaryScreen({ activity, inbox }: { activity: ActivitySlot; inbox: InboxSlot }) {
  const { accountId, account } = useAccountContext();
  // Staff may reach / before opening an account: the same screen as every other account screen then.
  if (!accountId) return <NoAccountSelected title="Summary" />;
  // Days are the account's: wait for its time zone rather than show the browser's days first.
  if (!account) return <Loader size="sm" role="status" aria-label="Loading the summary" />;
  return <Summary accountId={accountId} timeZone={account.Time_Zone__c} activity={activity} inbox={inbox} />;
}

function Summary({
  accountId,
  timeZone,
  activity,
  inbox,
}: {
  accountId: string;
  timeZone: string | null;
  activity: ActivitySlot;
  inbox: InboxSlot;
}) {
  const { today, range, setRange } = useSummaryRange(timeZone);
  // What needs attention is what the person may act on: a viewer acts on nothing, and sees no panel.
  const mayAct = usePermission('leads.work');
  // Read at the first render, so that a phone never draws the desktop's order first.
  const theme = useMantineTheme();
  const phone = !useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  // One element per range, so that the memoised header is not drawn again on every render.
  const reportButton = useMemo(() => <ReportDownload accountId={accountId} range={range} />, [accountId, range]);
  const summary = useSummary(accountId, { from: range.from, to: range.to });
  // TanStack Query hands an answer over in a synchronous render, which drew the tiles, the chart's table and
  // the tables below in one long task (300 ms at a phone's speed). The figures are drawn from this deferred
  // copy instead: the synchronous render only notes the answer, and React draws them as interruptible work
  // right after (docs/decisions/0031). The answer is deferred, not the query's result object, which is a new
  // object on every render and so asked for one more render each time (docs/decisions/0032).
  const data = useDeferredValue(summary.data);
  const shown = {
    data,
    error: summary.error,
    // An answer not drawn yet still shows the loader, not an empty page.
    isPending: data === undefined && summary.error === null,
    refetch: summary.refetch,
    isRefetching: summary.isRefetching,
  };
  // A link from an invoice's line shows that line's leads and calls whatever their days (the table drops
  // the range): the table is shown even when the range itself holds none.
  const [search] = useSearchParams();
  const invoiceLine = search.has(INVOICE_LINE_KEYS.invoiceLineId);
  return (
    <Stack gap="lg">
      {/* A phone's home is the inbox: there it comes first, before the heading and the range (in the page's order,
          so that a screen reader and the Tab key meet it first too); on a desktop it is a panel under them. */}
      {phone && inbox({ accountId, timeZone })}
      <SummaryHeader range={range} today={today} onRangeChange={setRange} actions={reportButton} />
      {!phone && inbox({ accountId, timeZone })}
      {mayAct && <AttentionPanel accountId={accountId} />}
      <QueryState query={shown} loadingLabel="Loading the summary" errorTitle="The summary could not be loaded">
        {(data) =>
          data.totals.leads + data.totals.calls === 0 ? (
            <Stack gap="lg">
              <KpiTiles figures={data.totals} />
              <SummaryEmpty
                from={range.from}
                to={range.to}
                onWiden={() => setRange(presetRange('Last 90 Days', today))}
              />
              {invoiceLine && activity()}
            </Stack>
          ) : (
            <Stack gap="lg" aria-busy={summary.isPlaceholderData || data !== summary.data}>
              <SummaryFigures data={data} from={range.from} to={range.to} today={today} activity={activity} />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

/** The range's figures, drawn again only when they or the range change (not when the screen renders). */
const SummaryFigures = memo(function SummaryFigures({
  data,
  from,
  to,
  today,
  activity,
}: {
  data: SummaryData;
  from: string;
  to: string;
  /** The account's today: a range ending on it has a day still running. */
  today: string;
  activity: ActivitySlot;
}) {
  return (
    <>
      <KpiTiles figures={data.totals} previous={data.previous.totals} />
      <SummaryChartCard summary={data} today={today} />
      <CampaignSummaryTable campaigns={data.campaigns} />
      {activity({ from, to })}
    </>
  );
});
