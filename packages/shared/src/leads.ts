// zod/mini like every API schema: the web loads them through the endpoint contracts (docs/decisions/0007).
import * as z from 'zod/mini';
import { pageLimit } from './accounts';
import { calendarDay } from './calendar-day';
import { MESSAGES } from './messages';
import { CALL_OUTCOMES, SUPPLY_EVENT_TYPES } from './supply-events';
import { tagIdsSchema } from './tag-ids';
import { actedRuleSchema, transcriptTurnViewSchema } from './event-words';
import { TEXT_LIMITS, multiLineText, plainText, singleLineText } from './text';

/** The customer's own progress with a lead or call. */
export const CUSTOMER_STATUSES = ['NEW', 'CONTACTED', 'BOOKED', 'WON', 'LOST'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** The statuses whose job value counts as revenue, on the day the lead or call was marked so. */
export const EARNING_STATUSES: readonly CustomerStatus[] = ['BOOKED', 'WON'];

/** Whether a lead or call in this status earns its job value (BOOKED or WON). */
export const isEarningStatus = (status: string) => EARNING_STATUSES.includes(status as CustomerStatus);

/** Spend per billable lead or call, in whole cents; null with nothing billable (the Summary, the campaigns list). */
export const costPerLead = (spendCents: number, billable: number): number | null =>
  billable > 0 ? Math.round(spendCents / billable) : null;

/** Revenue for each dollar spent; null with no spend (the Summary, the campaigns list). */
export const returnOnSpendOf = (revenueCents: number, spendCents: number): number | null =>
  spendCents > 0 ? revenueCents / spendCents : null;

/** The most a job value may be: $100,000.00. */
export const MAX_JOB_VALUE_CENTS = 10_000_000;

export const DISPUTE_REASONS = ['WRONG_NUMBER', 'SPAM', 'DUPLICATE', 'OUT_OF_AREA', 'NOT_A_CUSTOMER', 'OTHER'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  WRONG_NUMBER: 'Wrong number',
  SPAM: 'Spam or robocall',
  DUPLICATE: 'Duplicate of another lead',
  OUT_OF_AREA: 'Outside my service area',
  NOT_A_CUSTOMER: 'Not looking for my services',
  OTHER: 'Other',
};

export const DISPUTE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Days after an event within which it may be disputed. */
export const DISPUTE_WINDOW_DAYS = 7;

const required = { required: MESSAGES.fieldRequired };
const booleanQuery = () => z.optional(z.enum(['true', 'false']));

export const supplyEventParamsSchema = z.object({
  accountId: plainText(TEXT_LIMITS.identifier),
  supplyEventId: plainText(TEXT_LIMITS.identifier),
});

/** Filters of the activity table and of its CSV export (the same query). Days are the account's. */
export const supplyEventFilterSchema = z.object({
  type: z.optional(z.enum(SUPPLY_EVENT_TYPES)),
  campaignId: z.optional(z.uuid()),
  status: z.optional(z.enum(CUSTOMER_STATUSES)),
  billable: booleanQuery(),
  disputed: booleanQuery(),
  from: z.optional(calendarDay()),
  to: z.optional(calendarDay()),
  q: z.optional(singleLineText(TEXT_LIMITS.search)),
  /** The events behind one invoice line (an invoice's line opens them). */
  invoiceLineId: z.optional(z.uuid()),
  /** Those carrying this tag (lead-tags.ts). */
  tagId: z.optional(z.uuid()),
  /** Flagged for follow-up, or not. */
  followUp: booleanQuery(),
});
export const supplyEventListQuerySchema = z.object({
  ...supplyEventFilterSchema.shape,
  cursor: z.optional(plainText(TEXT_LIMITS.search)),
  limit: pageLimit(100, 25),
});
export type SupplyEventListQuery = z.input<typeof supplyEventListQuerySchema>;

const nullableString = () => z.nullable(z.string());

export const disputeSchema = z.object({
  id: z.string(),
  supplyEventId: z.string(),
  reasonCode: z.enum(DISPUTE_REASONS),
  comment: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  filedAt: z.string(),
  filedBy: z.string(),
  decidedAt: nullableString(),
  decisionNote: nullableString(),
  creditCents: z.number(),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const supplyEventSummarySchema = z.object({
  id: z.string(),
  externalId: z.string().check(z.describe('The id the provider’s systems sent it with (matches their records)')),
  accountId: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  listingId: nullableString(),
  listingName: nullableString(),
  type: z.enum(SUPPLY_EVENT_TYPES),
  occurredAt: z.string(),
  consumer: z.object({ name: z.string(), phone: z.string(), email: nullableString(), zip: z.string() }),
  serviceRequested: nullableString(),
  call: z.nullable(
    z.object({
      callerNumber: z.string(),
      trackingNumber: z.string(),
      durationSeconds: z.number(),
      outcome: z.enum(CALL_OUTCOMES),
      hasRecording: z.boolean().check(z.describe('Whether its audio is kept: play it through the call-recording link')),
    }),
  ),
  priceCents: z.number().check(z.describe('What was charged: 0 when not billable')),
  billable: z.boolean(),
  reason: nullableString(),
  customerStatus: z.enum(CUSTOMER_STATUSES),
  jobValueCents: z
    .nullable(z.number())
    .check(z.describe('What the job was worth to the business, in cents: revenue once the status is BOOKED or WON')),
  disputeStatus: z.nullable(z.enum(DISPUTE_STATUSES)),
  calledBackAt: z
    .nullable(z.string())
    .check(z.describe('When someone marked a missed call or voicemail called back; null until then')),
  tagIds: z.array(z.string()).check(z.describe('The account’s tags on it (GET …/lead-tags names them)')),
  followUp: z.boolean().check(z.describe('Flagged for someone to follow up')),
});
export type SupplyEventSummary = z.infer<typeof supplyEventSummarySchema>;

/** A call no one answered, which waits for a call back (a lead waits for a first contact). */
export const isMissedCall = (event: Pick<SupplyEventSummary, 'call'>) =>
  event.call !== null && event.call.outcome !== 'ANSWERED';

/**
 * The call-back inbox: the new leads and missed calls of the dispute window's days that no one has handled yet
 * (still NEW, not disputed, and a missed call not marked called back), newest first. Handling one (any other status, or called back)
 * takes it out.
 */
export const INBOX = { lookBackDays: DISPUTE_WINDOW_DAYS, listed: 50 } as const;

/** Billed, then credited back because a dispute of it was approved: it costs nothing now. */
export const isCredited = (event: Pick<SupplyEventSummary, 'billable' | 'disputeStatus'>) =>
  event.billable && event.disputeStatus === 'APPROVED';
export const inboxSchema = z.object({
  count: z.number().check(z.describe('How many wait in all (the items are the newest 50 of them)')),
  items: z.array(supplyEventSummarySchema),
});
export type Inbox = z.infer<typeof inboxSchema>;

export const supplyEventNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: z.string(),
  authorName: z.string(),
  at: z.string(),
});

export const supplyEventSchema = z.object({
  ...supplyEventSummarySchema.shape,
  message: nullableString(),
  notes: z.array(supplyEventNoteSchema),
  dispute: z.nullable(disputeSchema),
  /** The last moment a dispute may be filed (7 days after the event). */
  disputeDeadline: z.string(),
  /** Whether a dispute can be filed now: billable, within the window, none open or approved. */
  canDispute: z.boolean(),
  /** A call's words, turn by turn (null: none came). */
  transcript: z.nullable(z.array(transcriptTurnViewSchema)),
  /** The account's keyword rules that acted on it, by their names then. */
  rulesActed: z.array(actedRuleSchema),
});
export type SupplyEvent = z.infer<typeof supplyEventSchema>;

export const supplyEventPageSchema = z.object({
  items: z.array(supplyEventSummarySchema),
  nextCursor: nullableString(),
});

const jobValueMessage = `must be a whole number of cents from 0 to ${MAX_JOB_VALUE_CENTS} ($100,000.00), or null to clear it`;

/** A change of a lead or call's status, its job value, or both. */
const jobValue = () =>
  z.nullable(
    z
      .int({ error: jobValueMessage })
      .check(z.minimum(0, jobValueMessage), z.maximum(MAX_JOB_VALUE_CENTS, jobValueMessage)),
  );

export const supplyEventUpdateSchema = z
  .strictObject({
    status: z.optional(z.enum(CUSTOMER_STATUSES)),
    jobValueCents: z.optional(jobValue()),
    /** The whole set of tags it carries from now on. */
    tagIds: z.optional(tagIdsSchema()),
    followUp: z.optional(z.boolean()),
  })
  .check(
    z.refine((update) => Object.values(update).some((value) => value !== undefined), {
      message: 'Send a status, a job value (jobValueCents), tags (tagIds), a follow-up flag (followUp), or several',
    }),
  );
export type SupplyEventUpdate = z.input<typeof supplyEventUpdateSchema>;

export const supplyEventNoteCreateSchema = z.strictObject({ text: multiLineText(TEXT_LIMITS.comment * 4, required) });
export const disputeCreateSchema = z.strictObject({
  reasonCode: z.enum(DISPUTE_REASONS, { error: `Choose a reason: ${DISPUTE_REASONS.join(', ')}` }),
  comment: multiLineText(TEXT_LIMITS.comment, required),
});
export type DisputeCreate = z.input<typeof disputeCreateSchema>;

export const disputeDecisionSchema = z.strictObject({
  decision: z.enum(['APPROVED', 'REJECTED']),
  note: multiLineText(TEXT_LIMITS.comment, required),
});
export const disputeParamsSchema = z.object({ disputeId: plainText(TEXT_LIMITS.identifier) });
export const disputeListQuerySchema = z.object({
  status: z.optional(z.enum(DISPUTE_STATUSES)),
  accountId: z.optional(z.uuid()),
  campaignId: z.optional(z.uuid()),
  reasonCode: z.optional(z.enum(DISPUTE_REASONS)),
  /** newest first unless asked: the staff's queue works the oldest first. */
  order: z.optional(z.enum(['newest', 'oldest'])),
  cursor: z.optional(plainText(TEXT_LIMITS.search)),
  limit: pageLimit(100, 25),
});
export const staffDisputeSchema = z.object({
  ...disputeSchema.shape,
  accountId: z.string(),
  accountName: z.string(),
  event: supplyEventSummarySchema,
});
export const disputePageSchema = z.object({ items: z.array(staffDisputeSchema), nextCursor: nullableString() });

/** The summary's figures for a range, a day or a campaign. */
export const summaryFiguresSchema = z.object({
  leads: z.number(),
  calls: z.number(),
  answeredCalls: z.number(),
  billable: z.number(),
  spendCents: z.number(),
  disputes: z.number(),
  costPerLeadCents: z.nullable(z.number()).check(z.describe('Spend per billable lead or call; null with none')),
  answeredRate: z.nullable(z.number()).check(z.describe('Answered calls over calls, 0 to 1; null with no calls')),
  bookedCount: z.number().check(z.describe('Leads and calls marked BOOKED, counted on the day they were marked')),
  wonCount: z.number().check(z.describe('Leads and calls marked WON, counted on the day they were marked')),
  revenueCents: z.number().check(z.describe('Job values of the leads and calls marked BOOKED or WON')),
  returnOnSpend: z.nullable(z.number()).check(z.describe('Revenue over spend; null with no spend')),
  costPerBookedCents: z
    .nullable(z.number())
    .check(z.describe('Spend per lead or call marked BOOKED or WON; null with none')),
  lostToCapCount: z
    .number()
    .check(z.describe('Leads and calls not bought because a budget cap was reached or funds ran out')),
});
export type SummaryFigures = z.infer<typeof summaryFiguresSchema>;

export const summaryQuerySchema = z.object({
  from: calendarDay(),
  to: calendarDay(),
  campaignId: z.optional(z.uuid()),
});
export type SummaryQuery = z.input<typeof summaryQuerySchema>;

export const summarySchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: summaryFiguresSchema,
  /** The totals of the days just before, as many as the range has: each figure's change. */
  previous: z.object({ from: z.string(), to: z.string(), totals: summaryFiguresSchema }),
  days: z.array(z.object({ day: z.string(), ...summaryFiguresSchema.shape })),
  campaigns: z.array(z.object({ campaignId: z.string(), campaignName: z.string(), ...summaryFiguresSchema.shape })),
});
export type Summary = z.infer<typeof summarySchema>;

/** The longest range the summary answers: the date picker's 300 days back to 900 ahead. */
export const SUMMARY_MAX_DAYS = 1200;
