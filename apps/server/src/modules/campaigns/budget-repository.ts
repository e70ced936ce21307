import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Budget } from '@portal/shared/budgets';
import { budgetPeriods, budgets, campaigns } from '../../db/schema/index';
import { olderThan, pageOf } from '../../db/keyset';
import { inAccount, type TenantScope } from '../../db/tenant-scope';
import type { Position } from '../../lib/cursor';
import { toBudgetSummary } from './budget-summary';
import { currentPeriodJoin } from './campaign-queries';

export type BudgetRow = typeof budgets.$inferSelect;

/** How many past periods a budget shows. */
const HISTORY_LENGTH = 24;

const selectWithCampaign = (scope: TenantScope, now: Date) =>
  scope.db
    .select({ budget: budgets, period: budgetPeriods, campaignName: campaigns.name, campaignStatus: campaigns.status })
    .from(budgets)
    .innerJoin(campaigns, eq(campaigns.id, budgets.campaignId))
    .leftJoin(budgetPeriods, currentPeriodJoin(now));

export async function readBudget(
  scope: TenantScope,
  budgetId: string,
  zone: string,
  now: Date,
): Promise<Budget | undefined> {
  const [row] = await selectWithCampaign(scope, now).where(
    inAccount(scope, budgets.accountId, eq(budgets.id, budgetId)),
  );
  if (!row) return undefined;
  const history = await scope.db
    .select()
    .from(budgetPeriods)
    .where(and(eq(budgetPeriods.budgetId, budgetId), lte(budgetPeriods.periodEnd, now)))
    .orderBy(desc(budgetPeriods.periodStart))
    .limit(HISTORY_LENGTH);
  return {
    ...toBudgetSummary(row.budget, row.period, zone, now),
    accountId: row.budget.accountId,
    campaignId: row.budget.campaignId,
    campaignName: row.campaignName,
    campaignStatus: row.campaignStatus,
    updatedAt: row.budget.updatedAt.toISOString(),
    history: history.map((period) => ({
      periodStart: period.periodStart.toISOString(),
      periodEnd: period.periodEnd.toISOString(),
      period: period.period,
      capCents: period.capCents,
      spentCents: period.spentCents,
    })),
  };
}

/** One page of the account's budgets, newest first, with this period's spend. */
export async function budgetPage(
  scope: TenantScope,
  options: { after: Position | null; limit: number; zone: string; now: Date },
) {
  const { after, limit, zone, now } = options;
  const rows = await selectWithCampaign(scope, now)
    .where(inAccount(scope, budgets.accountId, olderThan(budgets.createdAt, budgets.id, after)))
    .orderBy(desc(budgets.createdAt), desc(budgets.id))
    .limit(limit + 1);
  return pageOf(
    rows,
    limit,
    (row) => ({
      ...toBudgetSummary(row.budget, row.period, zone, now),
      campaignId: row.budget.campaignId,
      campaignName: row.campaignName,
      campaignStatus: row.campaignStatus,
    }),
    ({ budget }) => ({ at: budget.createdAt, id: budget.id }),
  );
}

/** The budget row, locked: the charge function takes the same lock, so a cap change and a charge never interleave. */
export async function lockBudgetRow(
  scope: TenantScope,
  where: { budgetId: string } | { campaignId: string },
): Promise<BudgetRow | undefined> {
  const condition = 'budgetId' in where ? eq(budgets.id, where.budgetId) : eq(budgets.campaignId, where.campaignId);
  const [row] = await scope.db
    .select()
    .from(budgets)
    .where(inAccount(scope, budgets.accountId, condition))
    .for('update');
  return row;
}

export async function insertBudgetRow(
  scope: TenantScope,
  values: Pick<typeof budgets.$inferInsert, 'campaignId' | 'period' | 'capCents'>,
): Promise<BudgetRow> {
  const [row] = await scope.db
    .insert(budgets)
    .values({ ...values, accountId: scope.accountId })
    .returning();
  return row!;
}

/** Writes a new cap or period; the running period's record takes the new cap, so its history stays true. */
export async function writeBudgetRow(
  scope: TenantScope,
  budgetId: string,
  values: Pick<BudgetRow, 'period' | 'capCents'>,
  now: Date,
): Promise<void> {
  await scope.db
    .update(budgets)
    .set({ ...values, version: sql`${budgets.version} + 1`, updatedAt: sql`now()` })
    .where(inAccount(scope, budgets.accountId, eq(budgets.id, budgetId)));
  await scope.db
    .update(budgetPeriods)
    .set({ capCents: values.capCents })
    .where(
      and(
        eq(budgetPeriods.budgetId, budgetId),
        eq(budgetPeriods.period, values.period),
        lte(budgetPeriods.periodStart, now),
        sql`${budgetPeriods.periodEnd} > ${now}`,
      ),
    );
}
