import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { EventType } from '@portal/shared/events';
import type { WebhookDeliveryStatus } from '@portal/shared/webhooks';
import { accounts } from './accounts';

/**
 * A customer's own system that hears about the account's events, signed per Standard Webhooks. The secret
 * is kept as is because every delivery is signed with it; the API shows it only in the answers to
 * creation and rotation. After a rotation the previous secret signs too until `previousSecretUntil`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    url: text('url').notNull(),
    description: text('description'),
    eventTypes: text('event_types').array().$type<EventType[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    /** Why the portal turned it off (deliveries kept failing past the retry window); null otherwise. */
    disabledReason: text('disabled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [index('webhook_endpoints_account_idx').on(table.accountId)],
);

/**
 * One event for one endpoint, tried until a 2xx (SUCCEEDED) or the retry window ends (FAILED). Unique per
 * (endpoint, event), so a dispatcher that runs a batch again cannot send an event twice. A worker claims a
 * due row by setting `leaseUntil`; a worker that dies leaves the lease to run out, and the row is tried
 * again with the same webhook-id. Ids are time-ordered (UUID v7): the log pages by them.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id').notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The domain event (or, for a test send, the id of the made-up event in `testEnvelope`). */
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').$type<EventType>().notNull(),
    /** A test send's whole envelope: it has no outbox row, and no one else hears about it. */
    testEnvelope: jsonb('test_envelope'),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** When the retry window began: the first attempt (again from a replay). */
    windowStart: timestamp('window_start', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastLatencyMs: integer('last_latency_ms'),
    /** The first 1 KB of the last answer's body, or why there was none (refused address, time-out). */
    lastResponse: text('last_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('webhook_deliveries_endpoint_event_key').on(table.endpointId, table.eventId),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'PENDING'`),
    index('webhook_deliveries_log_idx').on(table.endpointId, table.createdAt, table.id),
  ],
);
