import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { dayIn } from '@portal/shared/account-time';
import { periodBounds } from '@portal/shared/zone-calendar';
import { budgetPeriods, budgets, campaigns, dailyRollups, listings } from '../../db/schema/index';

/** Joins a budget's period running at `now` (none when nothing was charged in it yet). */
export const currentPeriodJoin = (now: Date) =>
  and(
    eq(budgetPeriods.budgetId, budgets.id),
    eq(budgetPeriods.period, budgets.period),
    lte(budgetPeriods.periodStart, now),
    gt(budgetPeriods.periodEnd, now),
  );

export const listingCount = sql<number>`(select count(*) from ${listings} where ${listings.campaignId} = ${campaigns.id})::int`;

/**
 * Leads and calls the campaign received since its budget period began (this month when it has no budget),
 * from the summary's daily roll-ups: a few index rows per campaign, whatever the event count.
 */
export function leadsThisPeriod(zone: string, now: Date) {
  const since = (period: 'DAILY' | 'WEEKLY' | 'MONTHLY') => dayIn(zone, periodBounds(period, zone, now).start);
  return sql<number>`(select coalesce(sum(${dailyRollups.leads} + ${dailyRollups.calls}), 0) from ${dailyRollups}
    where ${dailyRollups.accountId} = ${campaigns.accountId} and ${dailyRollups.campaignId} = ${campaigns.id}
      and ${dailyRollups.day} >= case ${budgets.period} when 'DAILY' then ${since('DAILY')}::date
        when 'WEEKLY' then ${since('WEEKLY')}::date else ${since('MONTHLY')}::date end)::int`;
}
