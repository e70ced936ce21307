import { eq, gte, inArray, lte, sql, sum } from 'drizzle-orm';
import { addDays } from '@portal/shared/account-time';
import {
  costPerLead,
  returnOnSpendOf,
  SUMMARY_MAX_DAYS,
  type Summary,
  type SummaryFigures,
} from '@portal/shared/leads';
import { campaigns, dailyRollups } from '../../db/schema/index';
import { inAccount, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';

/** What the roll-ups add up, each as the summary names it. */
const SUMMED = {
  leads: dailyRollups.leads,
  calls: dailyRollups.calls,
  answeredCalls: dailyRollups.answeredCalls,
  billable: dailyRollups.billable,
  spendCents: dailyRollups.spendCents,
  disputes: dailyRollups.disputes,
  bookedCount: dailyRollups.booked,
  wonCount: dailyRollups.won,
  revenueCents: dailyRollups.revenueCents,
  lostToCapCount: dailyRollups.lostToCap,
};
type Counts = Record<keyof typeof SUMMED, number>;
const sums = () =>
  Object.fromEntries(Object.entries(SUMMED).map(([name, column]) => [name, sum(column)])) as {
    [name in keyof Counts]: ReturnType<typeof sum>;
  };

const zero = () => Object.fromEntries(Object.keys(SUMMED).map((name) => [name, 0])) as Counts;

/** Sums arrive as numeric text (bigint sums); null when nothing was summed. */
const countsOf = (summed: Record<keyof Counts, string | null>): Counts =>
  Object.fromEntries(Object.keys(SUMMED).map((name) => [name, Number(summed[name as keyof Counts] ?? 0)])) as Counts;

const add = (into: Counts, row: Counts) => {
  for (const key of Object.keys(into) as (keyof Counts)[]) into[key] += row[key];
  return into;
};

/**
 * The figures people read: counts plus cost per billable lead or call, the share of calls answered, the return
 * on spend (revenue over spend) and the cost per booked job (spend over the leads and calls marked BOOKED or WON).
 */
const figures = (counts: Counts): SummaryFigures => {
  const jobs = counts.bookedCount + counts.wonCount;
  return {
    ...counts,
    costPerLeadCents: costPerLead(counts.spendCents, counts.billable),
    answeredRate: counts.calls > 0 ? counts.answeredCalls / counts.calls : null,
    returnOnSpend: returnOnSpendOf(counts.revenueCents, counts.spendCents),
    costPerBookedCents: jobs > 0 ? Math.round(counts.spendCents / jobs) : null,
  };
};

/** The days of equal length just before a range. */
const previousRange = (from: string, length: number) => ({ from: addDays(from, -length), to: addDays(from, -1) });

type Range = { from: string; to: string; campaignId?: string };

/** The account's roll-ups of the days of a range (of one campaign when it names one). */
const rollupsIn = (scope: TenantScope, range: Range) =>
  inAccount(
    scope,
    dailyRollups.accountId,
    gte(dailyRollups.day, range.from),
    lte(dailyRollups.day, range.to),
    range.campaignId ? eq(dailyRollups.campaignId, range.campaignId) : undefined,
  );

/** The totals of a range (the previous period's, beside the range's own). */
async function totalsOf(scope: TenantScope, range: Range) {
  const [row] = await scope.db.select(sums()).from(dailyRollups).where(rollupsIn(scope, range));
  return countsOf(row as Record<keyof Counts, string | null>);
}

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The summary of days `from` to `to` (inclusive, the account's calendar), from the daily roll-ups that
 * ingestion and disputes keep: totals, every day of the range (zeros included, for the chart) and each
 * campaign with activity.
 */
export async function loadSummary(
  scope: TenantScope,
  query: { from: string; to: string; campaignId?: string },
): Promise<Summary> {
  if (query.to < query.from) {
    throw new AppError('BUSINESS_RULE', 'The range ends before it starts: choose a "to" day on or after "from".');
  }
  // Counted before the days are listed: a century of days is refused, not built.
  if (Date.parse(query.to) - Date.parse(query.from) >= SUMMARY_MAX_DAYS * 24 * 3600_000) {
    throw new AppError('BUSINESS_RULE', `Choose a range of at most ${SUMMARY_MAX_DAYS} days.`);
  }
  const days = daysBetween(query.from, query.to);
  // The previous period's totals are read beside the range's own, not after them.
  const previous = previousRange(query.from, days.length);
  const previousTotals = totalsOf(scope, { ...previous, campaignId: query.campaignId });
  // Added up by PostgreSQL, once per day and once per campaign: a few hundred rows leave the database
  // however many campaigns and days the account has.
  const grouped = await scope.db
    .select({
      day: dailyRollups.day,
      campaignId: dailyRollups.campaignId,
      byDay: sql<number>`grouping(${dailyRollups.campaignId})`.mapWith(Number),
      ...sums(),
    })
    .from(dailyRollups)
    .where(rollupsIn(scope, query))
    .groupBy(sql`grouping sets ((${dailyRollups.day}), (${dailyRollups.campaignId}))`);
  const campaignIds = grouped.flatMap((row) => (row.byDay ? [] : [row.campaignId!]));
  const names = new Map(
    campaignIds.length === 0
      ? []
      : (
          await scope.db
            .select({ id: campaigns.id, name: campaigns.name })
            .from(campaigns)
            .where(inAccount(scope, campaigns.accountId, inArray(campaigns.id, campaignIds)))
        ).map((campaign) => [campaign.id, campaign.name]),
  );
  const totals = zero();
  const byDay = new Map(days.map((day) => [day, zero()]));
  const byCampaign = new Map<string, { campaignName: string; counts: Counts }>();
  for (const { day, campaignId, byDay: isDay, ...summed } of grouped) {
    const counts = countsOf(summed);
    if (isDay) {
      add(totals, counts);
      add(byDay.get(day!)!, counts);
    } else {
      byCampaign.set(campaignId!, { campaignName: names.get(campaignId!) ?? '', counts });
    }
  }
  return {
    from: query.from,
    to: query.to,
    totals: figures(totals),
    previous: { ...previous, totals: figures(await previousTotals) },
    days: [...byDay].map(([day, counts]) => ({ day, ...figures(counts) })),
    campaigns: [...byCampaign]
      .map(([campaignId, { campaignName, counts }]) => ({ campaignId, campaignName, ...figures(counts) }))
      .sort((a, b) => b.spendCents - a.spendCents || a.campaignName.localeCompare(b.campaignName)),
  };
}
