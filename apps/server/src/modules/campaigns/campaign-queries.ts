import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { budgetPeriods, budgets, campaigns, listings } from '../../db/schema/index';

/** Joins a budget's period running at `now` (none when nothing was charged in it yet). */
export const currentPeriodJoin = (now: Date) =>
  and(
    eq(budgetPeriods.budgetId, budgets.id),
    eq(budgetPeriods.period, budgets.period),
    lte(budgetPeriods.periodStart, now),
    gt(budgetPeriods.periodEnd, now),
  );

export const listingCount = sql<number>`(select count(*) from ${listings} where ${listings.campaignId} = ${campaigns.id})::int`;
