import type { SupplyEvent } from '@portal/shared/leads';

export type DisputeBlocker = 'NOT_BILLED' | 'ALREADY_DISPUTED' | 'DEADLINE_PASSED';

/**
 * Why a dispute cannot be filed now, in the order the server checks: only billed events, one live
 * dispute at a time (a rejected one may be followed by another), within 7 days. Null when it can.
 */
export function disputeBlocker(event: Pick<SupplyEvent, 'canDispute' | 'billable' | 'dispute'>): DisputeBlocker | null {
  if (event.canDispute) return null;
  if (!event.billable) return 'NOT_BILLED';
  if (event.dispute && event.dispute.status !== 'REJECTED') return 'ALREADY_DISPUTED';
  return 'DEADLINE_PASSED';
}
