import type { CustomerStatus, DisputeStatus } from '@portal/shared/leads';
import type { SupplyEventType } from '@portal/shared/supply-events';

export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, string> = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  BOOKED: 'Booked',
  WON: 'Won',
  LOST: 'Lost',
};

export const CALL_OUTCOME_LABELS = { ANSWERED: 'Answered', MISSED: 'Missed', VOICEMAIL: 'Voicemail' } as const;

/** "lead" or "call", for the sentences that name the event. */
export const eventNoun = (type: SupplyEventType) => (type === 'CALL' ? 'call' : 'lead');

export const DISPUTE_STATUS_WORDS: Record<DisputeStatus, string> = {
  PENDING: 'Under review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

/** A call's length as people read a timer: 75 seconds is "1:15", an hour and a bit "61:05". */
export function formatCallDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
