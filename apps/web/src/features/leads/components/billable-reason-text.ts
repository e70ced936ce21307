import type { NotBillableReason } from '@portal/shared/supply-events';

/** Why a lead or call was not charged, in the words a customer reads (the API gives a code). */
export const NOT_BILLABLE_REASON_TEXT: Record<NotBillableReason, string> = {
  CAMPAIGN_PAUSED: 'The campaign was paused',
  CAMPAIGN_PENDING: 'The campaign was not live yet',
  CAMPAIGN_ENDED: 'The campaign had ended',
  OUTSIDE_CAMPAIGN_DATES: 'Outside the campaign’s dates',
  OUTSIDE_SCHEDULE: 'Outside the campaign’s hours',
  OUTSIDE_GEOGRAPHY: 'Outside the campaign’s service area',
  LEAD_TYPE_NOT_BOUGHT: 'The campaign does not buy this kind of lead',
  CALL_NOT_ANSWERED: 'The call was not answered',
  CALL_TOO_SHORT: 'The call was too short to bill',
  REPEAT_CALLER: 'Repeat caller within 7 days',
  BUDGET_REACHED: 'The budget was reached',
};

/** The reason as text; a code this build does not know yet is shown as written rather than hidden. */
export function notBillableReasonText(reason: string | null): string {
  if (!reason) return 'Not billable';
  return NOT_BILLABLE_REASON_TEXT[reason as NotBillableReason] ?? reason.toLowerCase().replaceAll('_', ' ');
}
