import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SummaryEmailFrequency } from '@portal/shared/notifications';

/**
 * One summary email of one period to one person: written with the job that makes it, in one transaction, so a
 * period's email is made once however many workers look and however often they restart (docs/decisions/0046).
 */
export const summaryEmailSends = pgTable(
  'summary_email_sends',
  {
    recipient: text('recipient').notNull(),
    accountId: uuid('account_id').notNull(),
    frequency: text('frequency').$type<Exclude<SummaryEmailFrequency, 'NONE'>>().notNull(),
    /** The first day of the period the email tells of, in the account's calendar. */
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When its email was handed to the mail queue; null while that is still to do. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /** Why none was sent after all (the person left the account or chose none meanwhile). */
    skipped: text('skipped'),
  },
  (table) => [primaryKey({ columns: [table.recipient, table.accountId, table.frequency, table.periodStart] })],
);
