// Constants only: the ingest endpoint's schemas live in ingest.ts, because they carry the phone-number
// library, which every screen that shows a lead would otherwise load (docs/decisions/0007).

/** A lead or a tracked call that a campaign bought (or was offered): a "supply event". */
export const SUPPLY_EVENT_TYPES = ['LEAD', 'CALL'] as const;
export type SupplyEventType = (typeof SUPPLY_EVENT_TYPES)[number];

/** A lead or call named for people, as the ledger and the audit log write it: "Lead from Maria Lopez". */
export const supplyEventTitle = (type: string, consumerName: string) =>
  `${type === 'CALL' ? 'Call' : 'Lead'} from ${consumerName}`;

export const CALL_OUTCOMES = ['ANSWERED', 'MISSED', 'VOICEMAIL'] as const;

/** Why an accepted event is not billable; a billable event has no reason. */
export const NOT_BILLABLE_REASONS = [
  'CAMPAIGN_PAUSED',
  'CAMPAIGN_PENDING',
  'CAMPAIGN_ENDED',
  'OUTSIDE_CAMPAIGN_DATES',
  'OUTSIDE_SCHEDULE',
  'OUTSIDE_GEOGRAPHY',
  'LEAD_TYPE_NOT_BOUGHT',
  'CALL_NOT_ANSWERED',
  'CALL_TOO_SHORT',
  'REPEAT_CALLER',
  'BUDGET_REACHED',
  /** A prepaid balance could not pay it (the campaign buys again once the balance is topped up). */
  'INSUFFICIENT_FUNDS',
  /** Provider staff put the account on hold, or closed it (account-status.ts). */
  'ACCOUNT_ON_HOLD',
  'ACCOUNT_CLOSED',
  /** The consumer's or the caller's number is on the account's blocked list (blocked-numbers.ts). */
  'BLOCKED_NUMBER',
] as const;
export type NotBillableReason = (typeof NOT_BILLABLE_REASONS)[number];

/**
 * Why an event was not taken at all (it is not stored; fix it and send it again). An event dated ahead of
 * the server's clock (by more than its tolerance) or further back than it could still be disputed is not
 * billed later or outside every cap: it is refused.
 */
export const REJECTION_REASONS = [
  'INVALID',
  'UNKNOWN_CAMPAIGN',
  'UNKNOWN_LISTING',
  'OCCURRED_IN_FUTURE',
  'OLDER_THAN_DISPUTE_WINDOW',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const INGEST_LIMITS = {
  maxEvents: 1000,
  maxCallSeconds: 86_400,
  /** How far ahead of the server's clock an event may be dated (the sender's clock may run a little fast). */
  maxFutureMinutes: 15,
} as const;

/** Days within which a second event from the same phone on a campaign is a repeat, not a new lead. */
export const REPEAT_CALLER_DAYS = 7;
