import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { BudgetPeriod } from '@portal/shared/budgets';
import { accounts } from './accounts';
import { campaigns } from './campaigns';

/** A campaign's hard cap per period: one budget per campaign, replaced in place (its history stays). */
export const budgets = pgTable(
  'budgets',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .unique()
      .references(() => campaigns.id),
    period: text('period').$type<BudgetPeriod>().notNull(),
    capCents: bigint('cap_cents', { mode: 'number' }).notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('budgets_account_created_idx').on(table.accountId, table.createdAt, table.id)],
);

/**
 * One period of a budget that saw spend (or a cap change): its bounds in UTC, the cap in force and what
 * was spent. Written only by the charge function and cap changes, under the budget's row lock.
 */
export const budgetPeriods = pgTable(
  'budget_periods',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    budgetId: uuid('budget_id')
      .notNull()
      .references(() => budgets.id),
    accountId: uuid('account_id').notNull(),
    period: text('period').$type<BudgetPeriod>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    capCents: bigint('cap_cents', { mode: 'number' }).notNull(),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
    /** When the cap first stopped a charge (or was met exactly) in this period: budget.reached goes out once. */
    reachedAt: timestamp('reached_at', { withTimezone: true }),
  },
  (table) => [
    unique('budget_periods_budget_period_start_key').on(table.budgetId, table.period, table.periodStart),
    index('budget_periods_budget_end_idx').on(table.budgetId, table.periodEnd),
  ],
);

/** Every amount a budget accepted: each traces to what caused it by its charge key (an event's id). */
export const budgetCharges = pgTable(
  'budget_charges',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id').notNull(),
    budgetId: uuid('budget_id')
      .notNull()
      .references(() => budgets.id),
    budgetPeriodId: uuid('budget_period_id')
      .notNull()
      .references(() => budgetPeriods.id),
    campaignId: uuid('campaign_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** What the charge is for (a supply event's id): a second charge with the same key is the first one. */
    chargeKey: text('charge_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when the charge was given back (an approved dispute): its amount left the period's spend. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [unique('budget_charges_account_key').on(table.accountId, table.chargeKey)],
);
