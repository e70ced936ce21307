import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { InboxPanel } from '../../features/leads/components/inbox/inbox-panel';
import { SummaryScreen, type ActivitySlot, type InboxSlot } from '../../features/summary/components/summary-screen';
import { lazyComponent } from '../../lib/lazy-component';

// The leads and calls are drawn below the inbox, the figures and the chart: their table (and its scroll area) loads
// beside the screen, started with it, not in its first load (9 KB; the Summary's budget is 200 KB).
const { Lazy: ActivityTable, preload: preloadActivity } = lazyComponent(() =>
  import('../../features/leads/components/activity-table').then((module) => module.ActivityTable),
);
// A failure shows when the table is drawn (the nearest error boundary), with its "Try again".
void preloadActivity().catch(() => undefined);

// Defined once: the summary's figures are drawn again only when they change, not for a new function.
const activity: ActivitySlot = (days) => (
  <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the leads and calls" />}>
    <ActivityTable {...days} />
  </Suspense>
);
const inbox: InboxSlot = (account) => <InboxPanel {...account} />;

/**
 * /: the call-back inbox (leads), the summary's figures (summary) and, below them, the leads and calls
 * themselves (leads).
 */
export function Component() {
  return <SummaryScreen activity={activity} inbox={inbox} />;
}
