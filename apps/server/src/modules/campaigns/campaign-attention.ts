import { and, eq, inArray, sql } from 'drizzle-orm';
import { spokenDayIn, spokenWhenIn } from '@portal/shared/zone-calendar';
import { ATTENTION_RULES, type AttentionItem } from '@portal/shared/attention';
import type { BudgetPeriod } from '@portal/shared/budgets';
import { dollars } from '@portal/shared/money';
import { budgetPeriods, budgets, campaigns, listings } from '../../db/schema/index';
import { inAccount, type TenantScope } from '../../db/tenant-scope';
import { currentPeriodJoin } from './campaign-queries';

const PERIOD_WORD: Record<BudgetPeriod, string> = { DAILY: 'daily', WEEKLY: 'weekly', MONTHLY: 'monthly' };

/** Campaigns that buy (or are about to): what stops them from buying needs someone. */
const BUYING = ['ACTIVE', 'PENDING'] as const;

/**
 * Budgets at 90% or more of their cap in the running period, and those at it: the cap stops buying until the
 * period ends. The day the cap is met is forecast from the pace so far (spend over the time the period has run).
 */
export async function budgetAttention(
  scope: TenantScope,
  { now, zone }: { now: Date; zone: string },
): Promise<AttentionItem[]> {
  const rows = await scope.db
    .select({
      budgetId: budgets.id,
      campaignId: campaigns.id,
      campaignName: campaigns.name,
      period: budgets.period,
      capCents: budgets.capCents,
      spentCents: budgetPeriods.spentCents,
      periodStart: budgetPeriods.periodStart,
      periodEnd: budgetPeriods.periodEnd,
    })
    .from(budgets)
    .innerJoin(campaigns, eq(campaigns.id, budgets.campaignId))
    .innerJoin(budgetPeriods, currentPeriodJoin(now))
    .where(
      inAccount(
        scope,
        budgets.accountId,
        eq(campaigns.status, 'ACTIVE'),
        // In whole percents: a fraction would be sent as a bigint parameter.
        sql`${budgetPeriods.spentCents} * 100 >= ${budgets.capCents} * ${Math.round(ATTENTION_RULES.budgetShare * 100)}`,
      ),
    )
    .orderBy(campaigns.name, campaigns.id);
  return rows.map((row) => {
    const href = `/budgets/${row.budgetId}`;
    const cap = `${dollars(row.capCents)} ${PERIOD_WORD[row.period]} budget`;
    const resumes = spokenDayIn(zone, row.periodEnd, now);
    if (row.spentCents >= row.capCents) {
      return {
        kind: 'BUDGET_REACHED',
        severity: 'CRITICAL',
        message: `${row.campaignName} has spent its ${cap}: it buys no leads or calls until ${resumes}. Raise the cap to keep buying.`,
        href,
        campaignId: row.campaignId,
      };
    }
    const share = Math.floor((row.spentCents / row.capCents) * 100);
    const reachedAt = paceForecast(row, now);
    const forecast =
      reachedAt && reachedAt < row.periodEnd
        ? `at this pace it reaches the cap ${spokenWhenIn(zone, reachedAt, now)}`
        : `at this pace it lasts until the period ends (${resumes})`;
    return {
      kind: 'BUDGET_NEARLY_REACHED',
      severity: 'WARNING',
      message: `${row.campaignName} has spent ${share}% of its ${cap}; ${forecast}.`,
      href,
      campaignId: row.campaignId,
    };
  });
}

/** When the spend meets the cap if it goes on as it went since the period began (null: no spend yet). */
export function paceForecast(row: { spentCents: number; capCents: number; periodStart: Date }, now: Date): Date | null {
  const elapsedMs = now.getTime() - row.periodStart.getTime();
  if (row.spentCents <= 0 || elapsedMs <= 0) return null;
  const msPerCent = elapsedMs / row.spentCents;
  return new Date(now.getTime() + (row.capCents - row.spentCents) * msPerCent);
}

/**
 * Campaigns that buy but cannot be reached: calls without a tracking number to ring, or a profile nobody
 * sees because every listing is a draft.
 */
export async function setupAttention(
  scope: TenantScope,
  need: { trackingNumbers: boolean; listings: boolean },
): Promise<AttentionItem[]> {
  if (!need.trackingNumbers && !need.listings) return [];
  const rows = await scope.db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      leadTypes: campaigns.leadTypes,
      trackingNumber: campaigns.trackingNumber,
      listingCount: sql<number>`count(${listings.id})::int`,
      draftCount: sql<number>`(count(${listings.id}) filter (where ${listings.status} = 'DRAFT'))::int`,
    })
    .from(campaigns)
    .leftJoin(listings, and(eq(listings.campaignId, campaigns.id), eq(listings.accountId, campaigns.accountId)))
    .where(inAccount(scope, campaigns.accountId, inArray(campaigns.status, [...BUYING])))
    .groupBy(campaigns.id)
    .orderBy(campaigns.name, campaigns.id);
  const items: AttentionItem[] = [];
  for (const row of rows) {
    if (need.trackingNumbers && row.leadTypes.includes('CALL') && !row.trackingNumber) {
      items.push({
        kind: 'NO_TRACKING_NUMBER',
        severity: 'WARNING',
        message: `${row.name} buys calls but has no tracking number, so no call can reach it. Add one to the campaign.`,
        href: `/campaigns/${row.id}`,
        campaignId: row.id,
      });
    }
    if (need.listings && row.listingCount > 0 && row.draftCount === row.listingCount) {
      items.push({
        kind: 'LISTINGS_ALL_DRAFT',
        severity: 'WARNING',
        message: `${row.name}’s ${row.listingCount === 1 ? 'listing is a draft' : `${row.listingCount} listings are all drafts`}: nobody sees it in the directory until one is published.`,
        href: `/campaigns/${row.id}/listings`,
        campaignId: row.id,
      });
    }
  }
  return items;
}
