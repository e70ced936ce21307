import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import { addDays, dayIn } from '@portal/shared/account-time';
import type { CampaignFigureDays, CampaignListItem } from '@portal/shared/campaign-records';
import { costPerLead, returnOnSpendOf } from '@portal/shared/leads';
import { dailyRollups } from '../../db/schema/index';
import { inAccount, type TenantScope } from '../../db/tenant-scope';

type Figures = CampaignListItem['figures'];

/**
 * Each campaign's figures over the same days (the last 7, 30 or 90 of the account's), from the summary's day
 * roll-ups: leads and calls, what was billable and spent, the cost per billable one, the revenue and the return on
 * spend, so that campaigns compare whatever their budget periods.
 */
export async function campaignFigures(
  scope: TenantScope,
  campaignIds: string[],
  { days, zone, now }: { days: CampaignFigureDays; zone: string; now: Date },
): Promise<(campaignId: string) => Figures> {
  const to = dayIn(zone, now);
  const from = addDays(to, 1 - Number(days));
  const rows =
    campaignIds.length === 0
      ? []
      : await scope.db
          .select({
            campaignId: dailyRollups.campaignId,
            leadsAndCalls: sql<string>`sum(${dailyRollups.leads} + ${dailyRollups.calls})`,
            billable: sql<string>`sum(${dailyRollups.billable})`,
            spendCents: sql<string>`sum(${dailyRollups.spendCents})`,
            revenueCents: sql<string>`sum(${dailyRollups.revenueCents})`,
          })
          .from(dailyRollups)
          .where(
            inAccount(
              scope,
              dailyRollups.accountId,
              and(
                inArray(dailyRollups.campaignId, campaignIds),
                gte(dailyRollups.day, from),
                lte(dailyRollups.day, to),
              ),
            ),
          )
          .groupBy(dailyRollups.campaignId);
  const byCampaign = new Map(rows.map((row) => [row.campaignId, row]));
  return (campaignId) => {
    const row = byCampaign.get(campaignId);
    const billable = Number(row?.billable ?? 0);
    const spendCents = Number(row?.spendCents ?? 0);
    const revenueCents = Number(row?.revenueCents ?? 0);
    return {
      from,
      to,
      leadsAndCalls: Number(row?.leadsAndCalls ?? 0),
      billable,
      spendCents,
      costPerLeadCents: costPerLead(spendCents, billable),
      revenueCents,
      returnOnSpend: returnOnSpendOf(revenueCents, spendCents),
    };
  };
}
