import { ActivityTable } from '../../features/leads/components/activity-table';
import { SummaryScreen, type ActivitySlot } from '../../features/summary/components/summary-screen';

// Defined once: the summary's figures are drawn again only when they change, not for a new function.
const activity: ActivitySlot = (days) => <ActivityTable {...days} />;

/** /: the summary's figures (summary) and, below them, the leads and calls themselves (leads). */
export function Component() {
  return <SummaryScreen activity={activity} />;
}
