import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { supplyEvents } from './supply-events';

/** A call's audio: where storage keeps it, what it is and how big. Deleted recordings keep their row. */
export const recordings = pgTable(
  'recordings',
  {
    supplyEventId: uuid('supply_event_id')
      .primaryKey()
      .references(() => supplyEvents.id),
    accountId: uuid('account_id').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('recordings_account_created_idx').on(table.accountId, table.createdAt)],
);

/** Short-lived links to a recording: the database keeps the token's hash, the link carries the token. */
export const recordingLinks = pgTable('recording_links', {
  tokenHash: text('token_hash').primaryKey(),
  supplyEventId: uuid('supply_event_id').notNull(),
  accountId: uuid('account_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Per account: whether calls are recorded and how long recordings are kept. */
export const recordingSettings = pgTable('recording_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id),
  recordCalls: boolean('record_calls').notNull().default(true),
  retentionDays: integer('retention_days').notNull().default(90),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
