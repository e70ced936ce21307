import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Who changed what, when, before and after: written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    /** Null for changes outside any account (a user's own profile). */
    accountId: uuid('account_id'),
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    actor: text('actor').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /**
     * What changed, named as it was then, for the log's sentences: a campaign's name, "Lead from Maria Lopez", a
     * webhook's address, "Visa •••• 4242", a person's email. Null where the account itself changed.
     */
    subject: text('subject'),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('audit_log_account_at_idx').on(table.accountId, table.at, table.id)],
);

/** Requests to the support team from the Contact Us screen. */
export const supportRequests = pgTable('support_requests', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  accountId: uuid('account_id'),
  userId: uuid('user_id'),
  username: text('username').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
