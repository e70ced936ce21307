import { integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox's own tables, in their own schema, as a card processor keeps its data away from its
 * customers'. Created by bootstrap.ts (not by the portal's migrations): the sandbox stands in for a third
 * party, and a real provider brings no tables to our database. Only what a processor shows its merchants
 * is kept: brand, last 4 digits, expiry and the test behaviour; never a full number or a CVC.
 */
export const sandboxSchema = pgSchema('payments_sandbox');

const instrument = {
  kind: text('kind', { enum: ['CARD', 'BANK'] }).notNull(),
  brand: text('brand'),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  behaviour: text('behaviour').notNull(),
  /** The same number always has the same fingerprint, as processors give one, so a merchant sees a card twice. */
  fingerprint: text('fingerprint'),
};

export const sandboxTokens = sandboxSchema.table('tokens', {
  id: text('id').primaryKey(),
  ...instrument,
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const sandboxPaymentMethods = sandboxSchema.table('payment_methods', {
  id: text('id').primaryKey(),
  ...instrument,
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCharges = sandboxSchema.table('charges', {
  id: text('id').primaryKey(),
  paymentMethodId: text('payment_method_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  description: text('description'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  requestFingerprint: text('request_fingerprint').notNull(),
  status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
  failureCode: text('failure_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxRefunds = sandboxSchema.table('refunds', {
  id: text('id').primaryKey(),
  chargeId: text('charge_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  requestFingerprint: text('request_fingerprint').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
