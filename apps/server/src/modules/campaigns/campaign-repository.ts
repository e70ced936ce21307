import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Campaign, CampaignStatus } from '@portal/shared/campaigns';
import type { CampaignFigureDays, CampaignListItem } from '@portal/shared/campaign-records';
import { budgetPeriods, budgets, campaigns } from '../../db/schema/index';
import { olderThan, pageOf } from '../../db/keyset';
import { inAccount, type TenantScope } from '../../db/tenant-scope';
import type { Position } from '../../lib/cursor';
import { toBudgetSummary } from './budget-summary';
import { campaignFigures } from './campaign-figures';
import { currentPeriodJoin, leadsThisPeriod, listingCount } from './campaign-queries';

export type CampaignRow = typeof campaigns.$inferSelect;
type BudgetRow = typeof budgets.$inferSelect;
type PeriodRow = typeof budgetPeriods.$inferSelect;

interface Joined {
  campaign: CampaignRow;
  budget: BudgetRow | null;
  period: PeriodRow | null;
  listingCount: number;
  leadsThisPeriod: number;
}

function toCampaign(row: Joined, zone: string, now: Date): Campaign {
  const { campaign } = row;
  return {
    id: campaign.id,
    accountId: campaign.accountId,
    name: campaign.name,
    category: campaign.category,
    status: campaign.status,
    pause:
      campaign.status === 'PAUSED' && campaign.pauseReason
        ? {
            reasonCode: campaign.pauseReason,
            comment: campaign.pauseComment,
            resumeOn: campaign.resumeOn,
            pausedAt: (campaign.pausedAt ?? campaign.updatedAt).toISOString(),
          }
        : null,
    leadTypes: campaign.leadTypes,
    callPriceCents: campaign.callPriceCents,
    formPriceCents: campaign.formPriceCents,
    billableCallSeconds: campaign.billableCallSeconds,
    zipCodes: campaign.zipCodes,
    states: campaign.states,
    schedule: campaign.schedule,
    trackingNumber: campaign.trackingNumber,
    destinationPhone: campaign.destinationPhone,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    budget: row.budget ? toBudgetSummary(row.budget, row.period, zone, now) : null,
    listingCount: row.listingCount,
    leadsThisPeriod: row.leadsThisPeriod,
    version: campaign.version,
    createdAt: campaign.createdAt.toISOString(),
    updatedAt: campaign.updatedAt.toISOString(),
  };
}

const selectJoined = (scope: TenantScope, zone: string, now: Date) =>
  scope.db
    .select({
      campaign: campaigns,
      budget: budgets,
      period: budgetPeriods,
      listingCount,
      leadsThisPeriod: leadsThisPeriod(zone, now),
    })
    .from(campaigns)
    .leftJoin(budgets, eq(budgets.campaignId, campaigns.id))
    .leftJoin(budgetPeriods, currentPeriodJoin(now));

/** One page of the account's campaigns, newest first, each with its budget and this period's spend. */
export async function campaignPage(
  scope: TenantScope,
  options: {
    status?: CampaignStatus;
    q?: string;
    after: Position | null;
    limit: number;
    zone: string;
    now: Date;
    days: CampaignFigureDays;
  },
): Promise<{ items: CampaignListItem[]; last: Position | null }> {
  const { status, q, after, limit, zone, now, days } = options;
  const rows = await selectJoined(scope, zone, now)
    .where(
      inAccount(
        scope,
        campaigns.accountId,
        status ? eq(campaigns.status, status) : undefined,
        q ? ilike(campaigns.name, `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`) : undefined,
        olderThan(campaigns.createdAt, campaigns.id, after),
      ),
    )
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(limit + 1);
  const figuresOf = await campaignFigures(
    scope,
    rows.map(({ campaign }) => campaign.id),
    { days, zone, now },
  );
  return pageOf(
    rows,
    limit,
    (row) => ({ ...toCampaign(row, zone, now), figures: figuresOf(row.campaign.id) }),
    ({ campaign }) => ({ at: campaign.createdAt, id: campaign.id }),
  );
}

export async function readCampaign(
  scope: TenantScope,
  campaignId: string,
  zone: string,
  now: Date,
): Promise<Campaign | undefined> {
  const [row] = await selectJoined(scope, zone, now).where(
    inAccount(scope, campaigns.accountId, eq(campaigns.id, campaignId)),
  );
  return row && toCampaign(row, zone, now);
}

/** The campaign row, locked until the transaction ends, for a read-modify-write. */
export async function lockCampaignRow(scope: TenantScope, campaignId: string): Promise<CampaignRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(campaigns)
    .where(inAccount(scope, campaigns.accountId, eq(campaigns.id, campaignId)))
    .for('update');
  return row;
}

export async function insertCampaignRow(
  scope: TenantScope,
  values: Omit<typeof campaigns.$inferInsert, 'accountId'>,
): Promise<CampaignRow> {
  const [row] = await scope.db
    .insert(campaigns)
    .values({ ...values, accountId: scope.accountId })
    .returning();
  return row!;
}

/** Writes changed fields and moves the version on (the caller checked the version it was given). */
export async function writeCampaignRow(
  scope: TenantScope,
  campaignId: string,
  values: Partial<CampaignRow>,
): Promise<void> {
  await scope.db
    .update(campaigns)
    .set({ ...values, version: sql`${campaigns.version} + 1`, updatedAt: sql`now()` })
    .where(inAccount(scope, campaigns.accountId, eq(campaigns.id, campaignId)));
}

/** Whether another campaign (of any account: calls are routed by the number) already uses a tracking number. */
export async function trackingNumberTaken(scope: TenantScope, trackingNumber: string, exceptId?: string) {
  const rows = await scope.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.trackingNumber, trackingNumber));
  return rows.some((row) => row.id !== exceptId);
}

/** Paused campaigns whose resume day has come somewhere on earth by `latestDay` (the caller checks each zone). */
export async function pausedWithResumeDay(scope: { db: TenantScope['db'] }, latestDay: string) {
  return scope.db
    .select({ id: campaigns.id, accountId: campaigns.accountId, resumeOn: campaigns.resumeOn })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.status, 'PAUSED'),
        sql`${campaigns.resumeOn} is not null`,
        sql`${campaigns.resumeOn} <= ${latestDay}`,
      ),
    );
}

export async function campaignStatusOf(
  scope: TenantScope,
  campaignId: string,
): Promise<{ status: CampaignStatus; name: string } | undefined> {
  const [row] = await scope.db
    .select({ status: campaigns.status, name: campaigns.name })
    .from(campaigns)
    .where(inAccount(scope, campaigns.accountId, eq(campaigns.id, campaignId)));
  return row;
}
