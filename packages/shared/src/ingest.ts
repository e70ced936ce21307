// zod/mini like every API schema: the web loads them through the endpoint contracts (docs/decisions/0007).
import * as z from 'zod/mini';
import { transcriptSchema } from './transcript';
import { MESSAGES } from './messages';
import { usPhone } from './phone';
import { CALL_OUTCOMES, INGEST_LIMITS, SUPPLY_EVENT_TYPES } from './supply-events';
import { TEXT_LIMITS, multiLineText, singleLineText } from './text';
import { zipCode } from './zip-codes';

const required = { required: MESSAGES.fieldRequired };

/** One event as the provider's call-routing and lead systems post it (a fixed machine-to-machine shape). */
export const ingestEventSchema = z
  .strictObject({
    externalId: singleLineText(TEXT_LIMITS.identifier, required),
    type: z.enum(SUPPLY_EVENT_TYPES),
    campaignId: z.uuid(),
    listingId: z.optional(z.uuid()),
    occurredAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 time, e.g. 2026-11-22T15:04:05Z' }),
    consumer: z.strictObject({
      name: singleLineText(TEXT_LIMITS.name, required),
      phone: usPhone(),
      email: z.optional(z.email().check(z.maxLength(TEXT_LIMITS.email))),
      zip: zipCode(),
    }),
    serviceRequested: z.optional(singleLineText(TEXT_LIMITS.subject)),
    message: z.optional(multiLineText(TEXT_LIMITS.message)),
    call: z.optional(
      z.strictObject({
        callerNumber: usPhone(),
        trackingNumber: usPhone(),
        durationSeconds: z.int().check(z.minimum(0), z.maximum(INGEST_LIMITS.maxCallSeconds)),
        outcome: z.enum(CALL_OUTCOMES),
        /** What was said, when the call system has it already (or later: PUT ingest/transcripts/{externalId}). */
        transcript: z.optional(transcriptSchema()),
      }),
    ),
  })
  .check(
    z.superRefine((event, ctx) => {
      if (event.type === 'CALL' && !event.call) {
        ctx.issues.push({ code: 'custom', message: 'is required for a CALL', input: event, path: ['call'] });
      }
      if (event.type === 'LEAD' && event.call) {
        ctx.issues.push({ code: 'custom', message: 'is only for a CALL', input: event, path: ['call'] });
      }
    }),
  );
export type IngestEvent = z.output<typeof ingestEventSchema>;

/**
 * The batch: each event is checked on its own (a bad one is REJECTED with its details and does not stop
 * the others), so the array's items are only required to be objects here.
 */
export const ingestBatchSchema = z.strictObject({
  events: z
    .array(z.record(z.string(), z.unknown()))
    .check(
      z.minLength(1, 'must hold at least one event'),
      z.maxLength(INGEST_LIMITS.maxEvents, `must hold at most ${INGEST_LIMITS.maxEvents} events`),
      z.describe(
        'Events as { externalId, type, campaignId, listingId?, occurredAt, consumer, serviceRequested?, message?, call? }',
      ),
    ),
});

export const ingestResultSchema = z.object({
  externalId: z.nullable(z.string()),
  supplyEventId: z.nullable(z.string()),
  status: z.enum(['CREATED', 'DUPLICATE', 'REJECTED']),
  billable: z.boolean(),
  priceCents: z.number(),
  reason: z.nullable(z.string()),
  details: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type IngestResult = z.infer<typeof ingestResultSchema>;

export const ingestAnswerSchema = z.object({ results: z.array(ingestResultSchema) });
export type IngestAnswer = z.infer<typeof ingestAnswerSchema>;
