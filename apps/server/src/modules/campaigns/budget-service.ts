import type { z } from 'zod/mini';
import {
  capProblem,
  type Budget,
  type budgetListQuerySchema,
  type budgetSetSchema,
  type budgetUpdateSchema,
} from '@portal/shared/budgets';
import { withDb, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { changedFields, recordAudit, type Actor } from '../../db/audit';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { isUuid } from '../../lib/uuid';
import { budgetPage, insertBudgetRow, lockBudgetRow, readBudget, writeBudgetRow } from './budget-repository';
import { accountZone } from '../../db/account-zone';
import { assertCampaignNotEnded, campaignEnded, lockCampaign } from './campaign-guards';
import { assertNoRuleProblems, auditValues, staleVersion } from './campaign-rules';

type BudgetSet = z.output<typeof budgetSetSchema>;
type BudgetUpdate = z.output<typeof budgetUpdateSchema>;
type BudgetListQuery = z.output<typeof budgetListQuerySchema>;

const noSuchBudget = () => new AppError('NOT_FOUND', 'There is no such budget.');

function checkCap(capCents: number) {
  const problem = capProblem(capCents);
  if (problem) assertNoRuleProblems([{ path: 'capCents', message: problem }]);
}

export async function listBudgets(scope: TenantScope, query: BudgetListQuery, now: Date) {
  const page = await budgetPage(scope, {
    after: query.cursor ? decodeCursor(query.cursor) : null,
    limit: query.limit,
    zone: await accountZone(scope),
    now,
  });
  return { items: page.items, nextCursor: page.last ? encodeCursor(page.last) : null };
}

export async function loadBudget(scope: TenantScope, budgetId: string, now: Date): Promise<Budget> {
  const budget = isUuid(budgetId) ? await readBudget(scope, budgetId, await accountZone(scope), now) : undefined;
  if (!budget) throw noSuchBudget();
  return budget;
}

/** Writes a new period or cap on a locked budget, audited; the running period takes the new cap at once. */
async function changeBudget(
  scope: TenantScope,
  current: Awaited<ReturnType<typeof lockBudgetRow>> & object,
  campaignName: string,
  next: { period: Budget['period']; capCents: number },
  actor: Actor,
  now: Date,
) {
  const change = changedFields(current, next);
  if (!change) return;
  await writeBudgetRow(scope, current.id, next, now);
  await recordAudit(scope.db, {
    accountId: scope.accountId,
    actor,
    entity: 'budget',
    entityId: current.id,
    subject: campaignName,
    action: 'update',
    ...change,
  });
}

/** Sets a campaign's budget, or replaces the period and cap of the one it has (its history stays). */
export async function setBudget(scope: TenantScope, input: BudgetSet, actor: Actor, now: Date): Promise<Budget> {
  checkCap(input.capCents);
  const budgetId = await scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const campaign = await lockCampaign(txScope, input.campaignId);
    if (campaign.status === 'ENDED') throw campaignEnded();
    const current = await lockBudgetRow(txScope, { campaignId: input.campaignId });
    if (current) {
      const next = { period: input.period, capCents: input.capCents };
      await changeBudget(txScope, current, campaign.name, next, actor, now);
      return current.id;
    }
    const budget = await insertBudgetRow(txScope, input);
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'budget',
      entityId: budget.id,
      subject: campaign.name,
      action: 'create',
      before: null,
      after: auditValues(budget),
    });
    return budget.id;
  });
  return loadBudget(scope, budgetId, now);
}

export async function updateBudget(
  scope: TenantScope,
  budgetId: string,
  input: BudgetUpdate,
  actor: Actor,
  now: Date,
): Promise<Budget> {
  if (input.capCents !== undefined) checkCap(input.capCents);
  await scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const current = isUuid(budgetId) ? await lockBudgetRow(txScope, { budgetId }) : undefined;
    if (!current) throw noSuchBudget();
    if (current.version !== input.version) throw staleVersion('budget');
    const campaignName = await assertCampaignNotEnded(txScope, current.campaignId);
    const next = { period: input.period ?? current.period, capCents: input.capCents ?? current.capCents };
    await changeBudget(txScope, current, campaignName, next, actor, now);
  });
  return loadBudget(scope, budgetId, now);
}
