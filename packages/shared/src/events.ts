// zod/mini like every API schema (docs/decisions/0007): the web reads live events with these too.
import * as z from 'zod/mini';
import type { EventType } from './event-types';
import { CUSTOMER_STATUSES } from './leads';

/**
 * What happened on an account that people or their systems hear about: in-app notifications, email and
 * SMS by preference, webhooks and the live stream all carry these types with these payloads. Each is
 * written to the outbox (`domain_events`) in the transaction of the change that caused it.
 */
export { EVENT_TYPES, MONEY_EVENT_TYPES, NOTIFIED_EVENT_TYPES, type EventType } from './event-types';

const isoTime = z.string();
const uuidString = z.string();

const supplyEventCreated = z.object({
  supplyEventId: uuidString,
  externalId: z.string(),
  campaignId: uuidString,
  listingId: z.nullable(uuidString),
  occurredAt: isoTime,
  consumer: z.object({ name: z.string(), phone: z.string(), zip: z.string() }),
  billable: z.boolean(),
  priceCents: z.number(),
  /** Why it was not billed (the ingestion reasons), null when billed. */
  reason: z.nullable(z.string()),
});

const callFacts = z.object({
  outcome: z.string(),
  durationSeconds: z.number(),
});

const payment = z.object({
  paymentId: uuidString,
  purpose: z.string(),
  amountCents: z.number(),
  invoiceId: z.nullable(uuidString),
});

export const EVENT_PAYLOADS = {
  'lead.created': supplyEventCreated,
  'call.created': z.extend(supplyEventCreated, { call: callFacts }),
  'call.recording_ready': z.object({ supplyEventId: uuidString, contentType: z.string(), sizeBytes: z.number() }),
  'dispute.decided': z.object({
    disputeId: uuidString,
    supplyEventId: uuidString,
    status: z.enum(['APPROVED', 'REJECTED']),
    creditCents: z.number(),
    note: z.nullable(z.string()),
  }),
  'budget.reached': z.object({
    budgetId: uuidString,
    campaignId: uuidString,
    /** Absent on events recorded before it was carried (2026-11-29). */
    campaignName: z.optional(z.string()),
    period: z.string(),
    periodStart: isoTime,
    capCents: z.number(),
    spentCents: z.number(),
  }),
  'balance.low': z.object({ balanceCents: z.number(), thresholdCents: z.number() }),
  'invoice.issued': z.object({
    invoiceId: uuidString,
    number: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    totalCents: z.number(),
    dueDate: z.string(),
  }),
  'payment.succeeded': payment,
  'payment.failed': z.extend(payment, { failureMessage: z.string() }),
  'campaign.paused': z.object({ campaignId: uuidString, name: z.string(), by: z.enum(['PERSON', 'SCHEDULE']) }),
  'campaign.resumed': z.object({ campaignId: uuidString, name: z.string(), by: z.enum(['PERSON', 'SCHEDULE']) }),
  /** A person changed a lead or call's status or job value, or marked a missed call called back. */
  'lead.updated': z.object({
    supplyEventId: uuidString,
    externalId: z.string(),
    campaignId: uuidString,
    type: z.enum(['LEAD', 'CALL']),
    status: z.enum(CUSTOMER_STATUSES),
    previousStatus: z.enum(CUSTOMER_STATUSES),
    jobValueCents: z.nullable(z.number()),
    calledBackAt: z.nullable(isoTime),
  }),
} as const satisfies Record<EventType, z.ZodMiniType>;

export type EventPayload<Type extends EventType> = z.infer<(typeof EVENT_PAYLOADS)[Type]>;

/** An event as webhooks deliver it and the live stream sends it (the Standard Webhooks envelope). */
export type EventEnvelope<Type extends EventType = EventType> = {
  [T in Type]: {
    /** The event's id: the same across retries and replays (webhook-id is derived from it). */
    id: string;
    type: T;
    accountId: string;
    /** When the change happened (ISO 8601). */
    timestamp: string;
    data: EventPayload<T>;
  };
}[Type];
