import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LedgerKind } from '@portal/shared/billing';
import type { SupplyEventType } from '@portal/shared/supply-events';
import type { LeadTagColor } from '@portal/shared/lead-tags';
import type { CustomerStatus } from '@portal/shared/leads';
import type { ActedRule } from '@portal/shared/event-words';
import { accounts } from './accounts';
import { campaigns } from './campaigns';

/** A lead or tracked call posted by the provider's systems, with its price and whether it was billed. */
export const supplyEvents = pgTable(
  'supply_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The sender's id: a second post of it is the same event. */
    externalId: text('external_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    listingId: uuid('listing_id'),
    type: text('type').$type<SupplyEventType>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    consumerName: text('consumer_name').notNull(),
    consumerPhone: text('consumer_phone').notNull(),
    consumerEmail: text('consumer_email'),
    consumerZip: text('consumer_zip').notNull(),
    serviceRequested: text('service_requested'),
    message: text('message'),
    callerNumber: text('caller_number'),
    trackingNumber: text('tracking_number'),
    durationSeconds: integer('duration_seconds'),
    outcome: text('outcome'),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    billable: boolean('billable').notNull(),
    /** Why it is not billable (null when it is). */
    reason: text('reason'),
    customerStatus: text('customer_status').notNull().default('NEW'),
    /** What the job was worth to the business (the customer says): revenue while the status is BOOKED or WON. */
    jobValueCents: bigint('job_value_cents', { mode: 'number' }),
    /**
     * The day (the account's calendar) it was last marked BOOKED or WON, where the roll-ups count it and its
     * job value; null in any other status.
     */
    outcomeDay: date('outcome_day', { mode: 'string' }),
    /** When a person marked a missed call or voicemail called back (it leaves the call-back inbox), and who. */
    calledBackAt: timestamp('called_back_at', { withTimezone: true }),
    calledBackBy: text('called_back_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The account's tags on it (lead_tags' ids), at most ten. */
    tagIds: uuid('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Flagged for someone to follow up. */
    followUp: boolean('follow_up').notNull().default(false),
    /** The keyword rules that acted on it (by name as it was then, so the lead still says after a rule is gone). */
    actedRules: jsonb('acted_rules').$type<ActedRule[]>(),
  },
  (table) => [
    index('supply_events_account_occurred_idx').on(table.accountId, table.occurredAt, table.id),
    index('supply_events_repeat_idx').on(table.campaignId, table.consumerPhone, table.occurredAt),
    // Only tagged or flagged rows are indexed: most are neither, and ingestion writes no index entry for them.
    index('supply_events_tag_ids_idx')
      .using('gin', table.tagIds)
      .where(sql`cardinality(${table.tagIds}) > 0`),
    index('supply_events_follow_up_idx')
      .on(table.accountId, table.occurredAt)
      .where(sql`${table.followUp}`),
  ],
);

/** The account's own labels for leads and calls ("Booked", "Quote"), with a colour; a lead has at most ten. */
export const leadTags = pgTable(
  'lead_tags',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    color: text('color').$type<LeadTagColor>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('lead_tags_account_name_unique').on(table.accountId, sql`lower(${table.name})`)],
);

/** Append-only money movements; balances are derived from it, never edited. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** Positive for a charge (the account owes it), negative for a credit. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    campaignId: uuid('campaign_id'),
    supplyEventId: uuid('supply_event_id').references(() => supplyEvents.id),
    budgetChargeId: uuid('budget_charge_id'),
    /** The payment a PAYMENT, RECHARGE or REFUND entry records. */
    paymentId: uuid('payment_id'),
    /** Why an ADJUSTMENT was made (staff), shown to the customer. */
    note: text('note'),
    /** The staff adjustment an ADJUSTMENT entry books (billing_adjustments; no foreign key: billing's own). */
    adjustmentId: uuid('adjustment_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One charge per event, one credit per event: a retried write cannot bill twice.
    unique('ledger_entries_kind_event_key').on(table.kind, table.supplyEventId),
    // One entry per payment and kind: a retried payment cannot be booked twice.
    unique('ledger_entries_kind_payment_key').on(table.kind, table.paymentId),
    // One entry per adjustment: an approval that runs twice cannot book it twice.
    unique('ledger_entries_adjustment_key').on(table.adjustmentId),
    index('ledger_entries_account_idx').on(table.accountId, table.occurredAt),
  ],
);

/** Per account, campaign and day (in the account's time zone): what the summary adds up. */
export const dailyRollups = pgTable(
  'daily_rollups',
  {
    accountId: uuid('account_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    leads: integer('leads').notNull().default(0),
    calls: integer('calls').notNull().default(0),
    answeredCalls: integer('answered_calls').notNull().default(0),
    billable: integer('billable').notNull().default(0),
    spendCents: bigint('spend_cents', { mode: 'number' }).notNull().default(0),
    disputes: integer('disputes').notNull().default(0),
    /** Marked BOOKED or WON on this day, and the job values of those (supply_events.outcome_day). */
    booked: integer('booked').notNull().default(0),
    won: integer('won').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    /** Not bought because a budget's cap was reached or the prepaid funds ran out: leads the business missed. */
    lostToCap: integer('lost_to_cap').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.campaignId, table.day] })],
);

/** The customer's notes on a lead or call, with who wrote them. */
export const supplyEventNotes = pgTable(
  'supply_event_notes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    supplyEventId: uuid('supply_event_id')
      .notNull()
      .references(() => supplyEvents.id),
    accountId: uuid('account_id').notNull(),
    text: text('text').notNull(),
    author: text('author').notNull(),
    authorUserId: uuid('author_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('supply_event_notes_event_idx').on(table.supplyEventId, table.createdAt)],
);

/** A customer's claim that a billed lead or call should not have been; staff approve (credit) or reject it. */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    supplyEventId: uuid('supply_event_id')
      .notNull()
      .references(() => supplyEvents.id),
    accountId: uuid('account_id').notNull(),
    reasonCode: text('reason_code').notNull(),
    comment: text('comment').notNull(),
    status: text('status').$type<'PENDING' | 'APPROVED' | 'REJECTED'>().notNull().default('PENDING'),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull(),
    filedBy: text('filed_by').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    decisionNote: text('decision_note'),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    // One open or approved dispute per event: a rejected one may be followed by another within the window.
    uniqueIndex('disputes_one_live_per_event_idx')
      .on(table.supplyEventId)
      .where(sql`${table.status} in ('PENDING', 'APPROVED')`),
    index('disputes_status_filed_idx').on(table.status, table.filedAt),
    index('disputes_event_idx').on(table.supplyEventId, table.filedAt),
  ],
);

/**
 * Numbers an account never pays for: a lead or call whose consumer's or caller's number is here is recorded but
 * not billable (BLOCKED_NUMBER), from the moment it is added. Ingestion reads the batch's numbers in the
 * statement that reads the accounts' statuses, so blocking costs no extra round trip.
 */
export const blockedNumbers = pgTable(
  'blocked_numbers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** E.164. */
    phone: text('phone').notNull(),
    note: text('note'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('blocked_numbers_account_phone_unique').on(table.accountId, table.phone)],
);

/**
 * What was said on a call, turn by turn, as the provider's call system transcribed it (with the call, or later).
 * Its own table, so that the activity table's pages never carry a conversation they do not show. A turn is spread
 * over three columns, the n-th of each: its words in `text` (each turn's after a record separator, U+001E, which no
 * turn may hold; the activity search looks through it), who spoke in `speakers` (a letter a turn, C or B) and when
 * in `at_seconds`. Not `json` turns beside the words: that stored every word twice and had the database parse the
 * turns: its insert took three times what these columns take (docs/decisions/0062).
 * No foreign keys: ingestion writes a transcript in its call's transaction, and each key check would lock the
 * call's row and the account's row (every batch of an account on the same row) for a rule the code keeps anyway.
 */
export const callTranscripts = pgTable('call_transcripts', {
  supplyEventId: uuid('supply_event_id').primaryKey(),
  accountId: uuid('account_id').notNull(),
  text: text('text').notNull(),
  speakers: text('speakers').notNull(),
  atSeconds: doublePrecision('at_seconds').array().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * The account's keyword rules: when a lead's message or a call's transcript says any of the phrases (whole words,
 * whatever the case and accents), tag it, set its status (while it is still NEW) or flag it for follow-up.
 */
export const keywordRules = pgTable(
  'keyword_rules',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    phrases: text('phrases').array().notNull(),
    /** lead_tags' ids; deleting a tag takes it out of the rules too. */
    tagIds: uuid('tag_ids').array().notNull(),
    setStatus: text('set_status').$type<CustomerStatus>(),
    followUp: boolean('follow_up').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('keyword_rules_account_name_unique').on(table.accountId, sql`lower(${table.name})`)],
);
