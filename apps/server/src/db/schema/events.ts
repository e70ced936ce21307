import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EventType } from '@portal/shared/events';

/**
 * The outbox: each thing that happened on an account (packages/shared/src/events.ts), written in the
 * transaction of the change, so none is lost and none goes out for a change that rolled back. The
 * dispatcher turns each into notifications, messages and webhook deliveries, then marks it dispatched.
 * Ids are time-ordered (UUID v7): new rows land at the end of the key index, and the live stream reads
 * the newest ones by key.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: uuid('id').primaryKey(),
    // No foreign key: written on the ingestion path for accounts the same transaction has already read.
    accountId: uuid('account_id').notNull(),
    type: text('type').$type<EventType>().notNull(),
    payload: jsonb('payload').notNull(),
    /** When the change happened (the envelope's timestamp). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (table) => [
    index('domain_events_pending_idx')
      .on(table.id)
      .where(sql`${table.dispatchedAt} is null`),
    index('domain_events_account_idx').on(table.accountId, table.id),
  ],
);
