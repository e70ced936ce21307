import { ActivityTable } from '../../features/leads/components/activity-table';
import { InboxPanel } from '../../features/leads/components/inbox/inbox-panel';
import { SummaryScreen, type ActivitySlot, type InboxSlot } from '../../features/summary/components/summary-screen';

// Defined once: the summary's figures are drawn again only when they change, not for a new function.
const activity: ActivitySlot = (days) => <ActivityTable {...days} />;
const inbox: InboxSlot = (account) => <InboxPanel {...account} />;

/**
 * /: the call-back inbox (leads), the summary's figures (summary) and, below them, the leads and calls
 * themselves (leads).
 */
export function Component() {
  return <SummaryScreen activity={activity} inbox={inbox} />;
}
