import type { NotBillableReason } from './supply-events';

export interface ReasonWords {
  /** The reason in a few words, as a heading. */
  title: string;
  /** What it means for the customer, in a sentence. */
  detail: string;
}

/** Why a lead or call was not charged, in the customer's words rather than the server's codes (screens, CSV). */
export const NOT_BILLABLE_REASON_WORDS: Record<NotBillableReason, ReasonWords> = {
  CAMPAIGN_PAUSED: {
    title: 'The campaign was paused',
    detail: 'It came in while the campaign was paused, so it was not charged.',
  },
  CAMPAIGN_PENDING: {
    title: 'The campaign had not started',
    detail: 'It came in while the campaign was still waiting to go live, so it was not charged.',
  },
  CAMPAIGN_ENDED: {
    title: 'The campaign had ended',
    detail: 'It came in after the campaign ended, so it was not charged.',
  },
  OUTSIDE_CAMPAIGN_DATES: {
    title: "Outside the campaign's dates",
    detail: "It came in before the campaign's start date or after its end date, so it was not charged.",
  },
  OUTSIDE_SCHEDULE: {
    title: "Outside the campaign's hours",
    detail: 'It came in outside the weekly hours set on the campaign, so it was not charged.',
  },
  OUTSIDE_GEOGRAPHY: {
    title: "Outside the campaign's service area",
    detail: "The customer's ZIP code is not one of the areas the campaign buys, so it was not charged.",
  },
  LEAD_TYPE_NOT_BOUGHT: {
    title: "A kind the campaign doesn't buy",
    detail: 'The campaign buys only calls or only form leads, and this was the other kind, so it was not charged.',
  },
  CALL_NOT_ANSWERED: {
    title: 'The call was not answered',
    detail: 'Missed calls and voicemails are never charged.',
  },
  CALL_TOO_SHORT: {
    title: 'The call was too short',
    detail: "It ended before the campaign's billable call length, so it was not charged.",
  },
  REPEAT_CALLER: {
    title: 'Repeat customer within 7 days',
    detail: 'The same phone number reached this campaign in the 7 days before, so only the first one was charged.',
  },
  BUDGET_REACHED: {
    title: 'Budget cap reached for the period',
    detail: "Charging it would have gone over the campaign's budget for the period, so it was not charged.",
  },
  INSUFFICIENT_FUNDS: {
    title: 'Prepaid balance too low',
    detail: 'The prepaid balance could not cover it, so it was not charged. Top up on the Billing page to keep buying.',
  },
  ACCOUNT_ON_HOLD: {
    title: 'The account was on hold',
    detail: 'It came in while the provider had put the account on hold, so it was not charged.',
  },
  ACCOUNT_CLOSED: {
    title: 'The account was closed',
    detail: 'It came in after the account was closed, so it was not charged.',
  },
  BLOCKED_NUMBER: {
    title: 'A blocked number',
    detail: 'The number is on this account’s blocked list, so it was recorded but not charged.',
  },
};

/** The words for a reason; a code this version does not know yet is still shown rather than hidden. */
export function notBillableReasonWords(reason: string | null): ReasonWords {
  const known = reason && (NOT_BILLABLE_REASON_WORDS as Record<string, ReasonWords>)[reason];
  return known || { title: 'Not charged', detail: reason ? `Reason: ${reason}.` : 'This one was not charged.' };
}
