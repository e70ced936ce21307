import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
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
import type { AdjustmentDirection, AdjustmentReason, AdjustmentStatus } from '@portal/shared/adjustments';
import type {
  AutoRechargeStatus,
  BillingAddress,
  BillingMode,
  StoredInvoiceStatus,
  PaymentPurpose,
  PaymentStatus,
} from '@portal/shared/billing';
import { accounts } from './accounts';
import { ledgerEntries } from './supply-events';

/**
 * How an account pays: prepaid (a balance that leads and calls draw down) or post-paid (a monthly invoice),
 * auto-recharge, billing email and address. Autopay and "same as registered address" stay on the account
 * row (the specification's Account fields), so each fact is kept in one place.
 */
export const billingAccounts = pgTable('billing_accounts', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id),
  mode: text('mode').$type<BillingMode>().notNull().default('PREPAID'),
  /** Top up when the balance falls under this (null: auto-recharge off). */
  rechargeThresholdCents: bigint('recharge_threshold_cents', { mode: 'number' }),
  rechargeAmountCents: bigint('recharge_amount_cents', { mode: 'number' }),
  billingEmail: text('billing_email'),
  billingAddress: jsonb('billing_address').$type<BillingAddress>(),
  defaultPaymentMethodId: uuid('default_payment_method_id'),
  /**
   * What the account owes: the sum of its ledger entries, kept by a trigger on the ledger in the same
   * statement that adds them (negative: prepaid funds). Reading it costs one row however long the ledger.
   */
  owedCents: bigint('owed_cents', { mode: 'number' }).notNull().default(0),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A card or bank account as the payment provider keeps it: the portal holds its id and what to show. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    providerMethodId: text('provider_method_id').notNull(),
    kind: text('kind').$type<'CARD' | 'BANK'>().notNull(),
    brand: text('brand'),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    /** The provider's fingerprint of the card or bank account (the same number, the same fingerprint). */
    fingerprint: text('fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_methods_account_idx').on(table.accountId, table.createdAt),
    // A card or bank account is on an account once (a removed one may be added again).
    uniqueIndex('payment_methods_one_per_fingerprint')
      .on(table.accountId, table.fingerprint)
      .where(sql`${table.removedAt} is null`),
  ],
);

/** Money the account paid in: a top-up, an invoice or balance payment, an auto-recharge or autopay. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The account's saved method charged; null for a payment link's card, which is never an account's method. */
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    /** The provider's id of what was charged, so a retry or the reconciliation asks about the same thing. */
    providerMethodId: text('provider_method_id'),
    /** What was charged, as a person reads it ("Visa ending 4242"), kept for receipts and the ledger. */
    methodLabel: text('method_label'),
    invoiceId: uuid('invoice_id'),
    /** The payment link it was made through, if any. */
    bridgeLinkId: uuid('bridge_link_id'),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** The provider's charge, once it answered. */
    providerChargeId: text('provider_charge_id'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** The key the provider was asked with: a retry of this payment can never charge twice. */
    providerIdempotencyKey: text('provider_idempotency_key').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    unique('payments_provider_key').on(table.providerIdempotencyKey),
    index('payments_account_created_idx').on(table.accountId, table.createdAt, table.id),
    // What the reconciliation job looks through: payments the provider has not answered yet.
    index('payments_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

/**
 * What a payment pays of each invoice, decided when the payment is made (under the billing row's lock):
 * an invoice payment all of its invoice, a balance payment the open invoices oldest first. An invoice's
 * allocations of payments that succeeded or are still pending never pass its total, so no two payments
 * can pay the same amount twice; only the succeeded ones count as paid.
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    accountId: uuid('account_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.invoiceId] }),
    index('payment_allocations_invoice_idx').on(table.invoiceId),
  ],
);

/**
 * The first answer to each Idempotency-Key of a money write, per account: a retry with the same body gets
 * it again, another body is refused; IN_PROGRESS while the first request runs.
 */
export const idempotencyRequests = pgTable(
  'idempotency_requests',
  {
    accountId: uuid('account_id').notNull(),
    key: text('key').notNull(),
    /** What was asked (method, route and body, hashed): the same key must mean the same request. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state').$type<'IN_PROGRESS' | 'DONE'>().notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** While IN_PROGRESS: when another request may take it over (the first one died). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.key] })],
);

/** A post-paid account's monthly statement: its lines trace to ledger entries, and through them to events. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** INV-2026-11-0001: year, month and the account's number, readable on the phone with support. */
    number: text('number').notNull(),
    /** The account's calendar month, first and last day (its time zone). */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').$type<StoredInvoiceStatus>().notNull(),
    chargesCents: bigint('charges_cents', { mode: 'number' }).notNull(),
    creditsCents: bigint('credits_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    unique('invoices_account_period_key').on(table.accountId, table.periodStart),
    unique('invoices_number_key').on(table.number),
    index('invoices_account_issued_idx').on(table.accountId, table.issuedAt, table.id),
    index('invoices_open_due_idx')
      .on(table.dueDate)
      .where(sql`${table.status} = 'OPEN'`),
  ],
);

/** One line of an invoice: a campaign's leads or calls, its dispute credits, or an adjustment. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    accountId: uuid('account_id').notNull(),
    kind: text('kind').$type<'LEADS' | 'CALLS' | 'CREDITS' | 'ADJUSTMENT'>().notNull(),
    campaignId: uuid('campaign_id'),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('invoice_lines_invoice_idx').on(table.invoiceId, table.position)],
);

/** Which ledger entries a line adds up: each entry is invoiced once, so a late one lands on the next invoice. */
export const invoiceLedgerEntries = pgTable(
  'invoice_ledger_entries',
  {
    ledgerEntryId: uuid('ledger_entry_id')
      .primaryKey()
      .references(() => ledgerEntries.id),
    invoiceLineId: uuid('invoice_line_id')
      .notNull()
      .references(() => invoiceLines.id),
    accountId: uuid('account_id').notNull(),
  },
  (table) => [index('invoice_ledger_entries_line_idx').on(table.invoiceLineId)],
);

/**
 * A payment link sent by email (invoice issued, low balance): whoever holds it may pay this amount for this
 * account without signing in, once, for 7 days. The link carries the id signed with the server's key.
 */
export const paymentBridgeLinks = pgTable(
  'payment_bridge_links',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    purpose: text('purpose').$type<'INVOICE' | 'TOP_UP'>().notNull(),
    invoiceId: uuid('invoice_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set while a payment through it runs and kept once it succeeded: a link pays once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The payment under way or made through it; cleared (with usedAt) when that payment failed. */
    paymentId: uuid('payment_id'),
    /** Why the last payment through it failed, for the payer who comes back to the page. */
    lastFailure: text('last_failure'),
  },
  (table) => [index('payment_bridge_links_account_idx').on(table.accountId, table.createdAt)],
);

/**
 * A prepaid balance fell under its auto-recharge threshold: one row per crossing (the ledger trigger makes
 * it), worked by the auto-recharge job until the default method is charged, the balance is back above the
 * threshold some other way, or the attempts run out. One PENDING row per account at a time.
 */
export const autoRecharges = pgTable(
  'auto_recharges',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    status: text('status').$type<AutoRechargeStatus>().notNull().default('PENDING'),
    /** When the entry that took the balance under the threshold happened. */
    crossedAt: timestamp('crossed_at', { withTimezone: true }).notNull(),
    /** Declined attempts so far: each attempt asks the provider with its own key, a retry of one reuses it. */
    attempts: integer('attempts').notNull().default(0),
    /** After a decline: not before then (null: at the job's next run). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    paymentId: uuid('payment_id'),
    lastFailure: text('last_failure'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('auto_recharges_one_pending')
      .on(table.accountId)
      .where(sql`${table.status} = 'PENDING'`),
    index('auto_recharges_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

/**
 * Goodwill adjustments by provider staff (issue 30): booked in the ledger as an ADJUSTMENT at once up to
 * ADJUSTMENT_APPROVAL_ABOVE_CENTS, above it only once a second staff member approves. The ledger entry names its
 * adjustment (ledger_entries.adjustment_id, unique), so an adjustment is booked exactly once.
 */
export const billingAdjustments = pgTable(
  'billing_adjustments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Always positive: `direction` says which way. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    direction: text('direction').$type<AdjustmentDirection>().notNull(),
    reason: text('reason').$type<AdjustmentReason>().notNull(),
    note: text('note').notNull(),
    status: text('status').$type<AdjustmentStatus>().notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    approvedBy: text('approved_by'),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
  },
  (table) => [index('billing_adjustments_account_idx').on(table.accountId, table.requestedAt)],
);
