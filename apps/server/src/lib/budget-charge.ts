import { and, eq, isNull, sql } from 'drizzle-orm';
import { ianaZoneOf, periodBounds } from '@portal/shared/account-time';
import type { Db } from '../db/database';
import { accounts, budgetCharges, budgetPeriods, budgets } from '../db/schema/index';

export interface ChargeRequest {
  accountId: string;
  campaignId: string;
  amountCents: number;
  /** What the charge is for (a supply event's id): charging the same key again answers the first outcome. */
  chargeKey: string;
  /** When the charged event happened: it decides the period. */
  at: Date;
}

export type ChargeOutcome =
  | {
      accepted: true;
      chargeId: string;
      budgetId: string;
      /** True when this key was charged before: nothing new was recorded. */
      duplicate: boolean;
      spentCents: number;
      capCents: number;
    }
  | {
      accepted: false;
      reason: 'NO_BUDGET' | 'CAP_REACHED';
      budgetId: string | null;
      spentCents: number;
      capCents: number;
    };

/** The charge key of a lead or call: its budget charge, ledger entry and any refund trace back to it. */
export const supplyEventChargeKey = (supplyEventId: string) => `supply-event:${supplyEventId}`;

/**
 * Decides whether a charge fits the campaign's budget in its current period and records it if so: the
 * cap is hard, so spend never passes it by even one cent. Call it inside the transaction that writes
 * what is charged for. The budget row is locked first, so concurrent charges of one campaign run one
 * after another and each sees the spend the previous one left; the idempotency check runs under the
 * same lock, so two deliveries of one event charge once.
 */
export async function chargeBudget(tx: Db, request: ChargeRequest): Promise<ChargeOutcome> {
  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
    throw new Error(`A charge is a positive whole number of cents, not ${request.amountCents}`);
  }
  const [locked] = await tx
    .select({ budget: budgets, timeZone: accounts.timeZone })
    .from(budgets)
    .innerJoin(accounts, eq(accounts.id, budgets.accountId))
    .where(and(eq(budgets.campaignId, request.campaignId), eq(budgets.accountId, request.accountId)))
    .for('update', { of: budgets });
  if (!locked) return { accepted: false, reason: 'NO_BUDGET', budgetId: null, spentCents: 0, capCents: 0 };
  const { budget } = locked;

  const [earlier] = await tx
    .select()
    .from(budgetCharges)
    .where(and(eq(budgetCharges.accountId, request.accountId), eq(budgetCharges.chargeKey, request.chargeKey)));

  const bounds = periodBounds(budget.period, ianaZoneOf(locked.timeZone), request.at);
  const current = await openPeriod(tx, budget, bounds);
  if (earlier) {
    return {
      accepted: true,
      chargeId: earlier.id,
      budgetId: budget.id,
      duplicate: true,
      spentCents: current.spentCents,
      capCents: budget.capCents,
    };
  }
  if (current.spentCents + request.amountCents > budget.capCents) {
    return {
      accepted: false,
      reason: 'CAP_REACHED',
      budgetId: budget.id,
      spentCents: current.spentCents,
      capCents: budget.capCents,
    };
  }
  const [charge] = await tx
    .insert(budgetCharges)
    .values({
      accountId: request.accountId,
      budgetId: budget.id,
      budgetPeriodId: current.id,
      campaignId: request.campaignId,
      amountCents: request.amountCents,
      chargeKey: request.chargeKey,
      createdAt: request.at,
    })
    .returning({ id: budgetCharges.id });
  const [period] = await tx
    .update(budgetPeriods)
    .set({ spentCents: sql`${budgetPeriods.spentCents} + ${request.amountCents}`, capCents: budget.capCents })
    .where(eq(budgetPeriods.id, current.id))
    .returning({ spentCents: budgetPeriods.spentCents });
  return {
    accepted: true,
    chargeId: charge!.id,
    budgetId: budget.id,
    duplicate: false,
    spentCents: period!.spentCents,
    capCents: budget.capCents,
  };
}

/** The budget's period row for these bounds, created at the cap in force when it is first needed. */
async function openPeriod(
  tx: Db,
  budget: typeof budgets.$inferSelect,
  bounds: { start: Date; end: Date },
): Promise<typeof budgetPeriods.$inferSelect> {
  const match = and(
    eq(budgetPeriods.budgetId, budget.id),
    eq(budgetPeriods.period, budget.period),
    eq(budgetPeriods.periodStart, bounds.start),
  );
  const [existing] = await tx.select().from(budgetPeriods).where(match);
  if (existing) return existing;
  const [created] = await tx
    .insert(budgetPeriods)
    .values({
      budgetId: budget.id,
      accountId: budget.accountId,
      period: budget.period,
      periodStart: bounds.start,
      periodEnd: bounds.end,
      capCents: budget.capCents,
    })
    .returning();
  return created!;
}

/**
 * Gives a recorded charge back to the budget period it was taken from (an approved dispute), once: the
 * charge is marked refunded under the budget's lock, and a second refund of it changes nothing. Answers
 * the amount given back (0 when there was nothing to give back).
 */
export async function refundBudgetCharge(tx: Db, request: { accountId: string; chargeKey: string }): Promise<number> {
  const [charge] = await tx
    .select()
    .from(budgetCharges)
    .where(and(eq(budgetCharges.accountId, request.accountId), eq(budgetCharges.chargeKey, request.chargeKey)));
  if (!charge) return 0;
  await tx.select({ id: budgets.id }).from(budgets).where(eq(budgets.id, charge.budgetId)).for('update');
  const [refunded] = await tx
    .update(budgetCharges)
    .set({ refundedAt: sql`now()` })
    .where(and(eq(budgetCharges.id, charge.id), isNull(budgetCharges.refundedAt)))
    .returning({ amountCents: budgetCharges.amountCents });
  if (!refunded) return 0;
  await tx
    .update(budgetPeriods)
    .set({ spentCents: sql`${budgetPeriods.spentCents} - ${refunded.amountCents}` })
    .where(eq(budgetPeriods.id, charge.budgetPeriodId));
  return refunded.amountCents;
}
