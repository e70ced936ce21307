import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { ianaZoneOf } from '@portal/shared/account-time';
import { accounts, budgetPeriods, budgets, campaigns, listings } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

/** The IANA zone of the scope's account: budgets' periods and pause dates run in it. */
export async function accountZone(scope: TenantScope): Promise<string> {
  const [row] = await scope.db
    .select({ timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, scope.accountId));
  return ianaZoneOf(row?.timeZone);
}

/** Joins a budget's period running at `now` (none when nothing was charged in it yet). */
export const currentPeriodJoin = (now: Date) =>
  and(
    eq(budgetPeriods.budgetId, budgets.id),
    eq(budgetPeriods.period, budgets.period),
    lte(budgetPeriods.periodStart, now),
    gt(budgetPeriods.periodEnd, now),
  );

export const listingCount = sql<number>`(select count(*) from ${listings} where ${listings.campaignId} = ${campaigns.id})::int`;
