import { v7 as timeOrderedId } from 'uuid';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { dayIn, ianaZoneOf } from '@portal/shared/account-time';
import { periodBounds } from '@portal/shared/zone-calendar';
import type { Db } from '../../db/database';
import { recordEvents } from '../../outbox/record-events';
import { insertMany, pairIn } from '../../db/bulk';
import { accounts, budgetCharges, budgetPeriods, budgets, campaigns } from '../../db/schema/index';

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
      reason: 'NO_BUDGET' | 'CAP_REACHED' | 'INSUFFICIENT_FUNDS';
      budgetId: string | null;
      spentCents: number;
      capCents: number;
    };

type BudgetRow = typeof budgets.$inferSelect;
type PeriodRow = typeof budgetPeriods.$inferSelect;

/** The charge key of a lead or call: its budget charge, ledger entry and any refund trace back to it. */
export const supplyEventChargeKey = (supplyEventId: string) => `supply-event:${supplyEventId}`;

/** One charge: see chargeBudgets. */
export async function chargeBudget(tx: Db, request: ChargeRequest): Promise<ChargeOutcome> {
  const [outcome] = await chargeBudgets(tx, [request]);
  return outcome!;
}

/**
 * Decides, in order, whether each charge fits its campaign's budget in the period it falls in, and records
 * those that do: the cap is hard, so spend never passes it by even one cent. Call it inside the transaction
 * that writes what is charged for. The budget rows are locked first (in campaign order, so two batches
 * never wait on each other in a circle): concurrent charges of one campaign run one after another and each
 * sees the spend the previous one left. The idempotency check runs under the same lock, so two deliveries
 * of one key charge once. A batch costs a fixed handful of statements, however many charges it holds.
 */
export async function chargeBudgets(
  tx: Db,
  requests: ChargeRequest[],
  options: {
    /** A last say on a charge that fits its cap (a prepaid balance): false refuses it, INSUFFICIENT_FUNDS. */
    admit?: (request: ChargeRequest) => boolean;
    /**
     * Every key was made for this call (a new event's id), so none can have been charged before: the
     * lookup of earlier charges is skipped (a batch of 500 keys is 500 index probes).
     */
    newKeys?: boolean;
  } = {},
): Promise<ChargeOutcome[]> {
  for (const request of requests) {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
      throw new Error(`A charge is a positive whole number of cents, not ${request.amountCents}`);
    }
  }
  if (requests.length === 0) return [];
  const boundsOf = periodBoundsMemo();
  const budgetOf = await lockBudgets(tx, requests);
  const earlier = options.newKeys ? new Map<string, ChargeOutcome>() : await earlierCharges(tx, requests);
  const periods = await openPeriods(tx, requests, budgetOf, boundsOf);

  const outcomes: ChargeOutcome[] = [];
  /** Periods whose cap refused a charge or was met exactly, with when: each is announced once. */
  const reached = new Map<string, Date>();
  const newCharges: (typeof budgetCharges.$inferInsert & { id: string })[] = [];
  const charged = new Map<string, ChargeOutcome>();
  for (const request of requests) {
    const found = budgetOf.get(request.campaignId);
    if (!found || found.budget.accountId !== request.accountId) {
      outcomes.push({ accepted: false, reason: 'NO_BUDGET', budgetId: null, spentCents: 0, capCents: 0 });
      continue;
    }
    const { budget, zone } = found;
    const period = periods.get(periodKey(budget, boundsOf(budget.period, zone, request.at).start))!;
    const first = charged.get(request.chargeKey) ?? earlier.get(request.chargeKey);
    if (first) {
      outcomes.push(
        first.accepted
          ? { ...first, duplicate: true, spentCents: period.spentCents }
          : { ...first, spentCents: period.spentCents },
      );
      continue;
    }
    if (period.spentCents + request.amountCents > budget.capCents) {
      if (!reached.has(period.id)) reached.set(period.id, request.at);
      outcomes.push({
        accepted: false,
        reason: 'CAP_REACHED',
        budgetId: budget.id,
        spentCents: period.spentCents,
        capCents: budget.capCents,
      });
      continue;
    }
    if (options.admit && !options.admit(request)) {
      outcomes.push({
        accepted: false,
        reason: 'INSUFFICIENT_FUNDS',
        budgetId: budget.id,
        spentCents: period.spentCents,
        capCents: budget.capCents,
      });
      continue;
    }
    period.spentCents += request.amountCents;
    period.capCents = budget.capCents;
    if (period.spentCents === budget.capCents && !reached.has(period.id)) reached.set(period.id, request.at);
    const chargeId = timeOrderedId();
    newCharges.push({
      id: chargeId,
      accountId: request.accountId,
      budgetId: budget.id,
      budgetPeriodId: period.id,
      campaignId: request.campaignId,
      amountCents: request.amountCents,
      chargeKey: request.chargeKey,
      createdAt: request.at,
    });
    const outcome: ChargeOutcome = {
      accepted: true,
      chargeId,
      budgetId: budget.id,
      duplicate: false,
      spentCents: period.spentCents,
      capCents: budget.capCents,
    };
    charged.set(request.chargeKey, outcome);
    outcomes.push(outcome);
  }
  await saveCharges(tx, newCharges, periods);
  await announceReached(tx, reached, periods, budgetOf);
  return outcomes;
}

/**
 * budget.reached for each period the cap closed for the first time (marked under the budget lock, so
 * once per period however many batches meet the cap).
 */
async function announceReached(
  tx: Db,
  reached: Map<string, Date>,
  periods: Map<string, PeriodRow>,
  budgetOf: Map<string, { budget: BudgetRow; zone: string }>,
) {
  if (reached.size === 0) return;
  const marked = await tx
    .update(budgetPeriods)
    .set({ reachedAt: sql`now()` })
    .where(and(inArray(budgetPeriods.id, [...reached.keys()]), isNull(budgetPeriods.reachedAt)))
    .returning({ id: budgetPeriods.id });
  if (marked.length === 0) return;
  const campaignOf = new Map([...budgetOf.values()].map(({ budget }) => [budget.id, budget.campaignId]));
  // The campaign's name, so that the notification says which one (read only when a cap closed: rare).
  const names = await tx
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(inArray(campaigns.id, [...new Set(campaignOf.values())]));
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const byId = new Map([...periods.values()].map((period) => [period.id, period]));
  await recordEvents(
    tx,
    marked.map(({ id }) => {
      const period = byId.get(id)!;
      return {
        type: 'budget.reached' as const,
        accountId: period.accountId,
        occurredAt: reached.get(id)!,
        data: {
          budgetId: period.budgetId,
          campaignId: campaignOf.get(period.budgetId)!,
          campaignName: nameOf.get(campaignOf.get(period.budgetId)!) ?? '',
          period: period.period,
          periodStart: period.periodStart.toISOString(),
          capCents: period.capCents,
          spentCents: period.spentCents,
        },
      };
    }),
  );
}

/**
 * The period an instant falls in, remembered per local day: a batch asks for hundreds of instants and a
 * period's bounds depend only on the day.
 */
function periodBoundsMemo() {
  const known = new Map<string, { start: Date; end: Date }>();
  return (period: BudgetRow['period'], zone: string, at: Date) => {
    const key = `${period}|${zone}|${dayIn(zone, at)}`;
    let bounds = known.get(key);
    if (!bounds) known.set(key, (bounds = periodBounds(period, zone, at)));
    return bounds;
  };
}

const periodKey = (budget: Pick<BudgetRow, 'id' | 'period'>, start: Date) =>
  `${budget.id}|${budget.period}|${start.toISOString()}`;

/** The budgets of the charged campaigns with their account's zone, locked until the transaction ends. */
async function lockBudgets(tx: Db, requests: ChargeRequest[]) {
  const campaignIds = [...new Set(requests.map((request) => request.campaignId))].sort();
  const rows = await tx
    .select({ budget: budgets, timeZone: accounts.timeZone })
    .from(budgets)
    .innerJoin(accounts, eq(accounts.id, budgets.accountId))
    .where(inArray(budgets.campaignId, campaignIds))
    .orderBy(budgets.campaignId)
    .for('update', { of: budgets });
  return new Map(rows.map(({ budget, timeZone }) => [budget.campaignId, { budget, zone: ianaZoneOf(timeZone) }]));
}

/** Charges already recorded under these keys (a repeat delivery): the first outcome stands. */
async function earlierCharges(tx: Db, requests: ChargeRequest[]): Promise<Map<string, ChargeOutcome>> {
  const rows = await tx
    .select()
    .from(budgetCharges)
    .where(
      pairIn(
        [budgetCharges.accountId, budgetCharges.chargeKey],
        requests.map((request) => [request.accountId, request.chargeKey]),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.chargeKey,
      { accepted: true, chargeId: row.id, budgetId: row.budgetId, duplicate: true, spentCents: 0, capCents: 0 },
    ]),
  );
}

/** Each charged budget's period rows for the charges' times, created at the cap in force when first needed. */
async function openPeriods(
  tx: Db,
  requests: ChargeRequest[],
  budgetOf: Map<string, { budget: BudgetRow; zone: string }>,
  boundsOf: ReturnType<typeof periodBoundsMemo>,
): Promise<Map<string, PeriodRow>> {
  const wanted = new Map<string, typeof budgetPeriods.$inferInsert>();
  for (const request of requests) {
    const found = budgetOf.get(request.campaignId);
    if (!found) continue;
    const { budget, zone } = found;
    const bounds = boundsOf(budget.period, zone, request.at);
    wanted.set(periodKey(budget, bounds.start), {
      budgetId: budget.id,
      accountId: budget.accountId,
      period: budget.period,
      periodStart: bounds.start,
      periodEnd: bounds.end,
      capCents: budget.capCents,
    });
  }
  if (wanted.size === 0) return new Map();
  const budgetIds = [...new Set([...wanted.values()].map((period) => period.budgetId))];
  const starts = [...new Set([...wanted.values()].map((period) => period.periodStart.toISOString()))].map(
    (iso) => new Date(iso),
  );
  const load = () =>
    tx
      .select()
      .from(budgetPeriods)
      .where(and(inArray(budgetPeriods.budgetId, budgetIds), inArray(budgetPeriods.periodStart, starts)));
  const byKey = (rows: PeriodRow[]) =>
    new Map(rows.map((row) => [periodKey({ id: row.budgetId, period: row.period }, row.periodStart), row]));
  let found = byKey(await load());
  const missing = [...wanted].filter(([key]) => !found.has(key)).map(([, period]) => period);
  if (missing.length > 0) {
    // Under the budget locks nobody else opens these periods; a conflict would only mean a cap change did.
    await tx.insert(budgetPeriods).values(missing).onConflictDoNothing();
    found = byKey(await load());
  }
  return found;
}

/** Writes the accepted charges and each touched period's new spend (with the cap in force) in bulk. */
async function saveCharges(
  tx: Db,
  charges: (typeof budgetCharges.$inferInsert & { id: string })[],
  periods: Map<string, PeriodRow>,
) {
  if (charges.length === 0) return;
  await insertMany(tx, budgetCharges, charges);
  const touched = [...new Set(charges.map((charge) => charge.budgetPeriodId))];
  const rows = [...periods.values()].filter((period) => touched.includes(period.id));
  await tx.execute(sql`
    update ${budgetPeriods}
       set spent_cents = figures.spent, cap_cents = figures.cap
      from (values ${sql.join(
        rows.map((period) => sql`(${period.id}::uuid, ${period.spentCents}::bigint, ${period.capCents}::bigint)`),
        sql`, `,
      )}) as figures(id, spent, cap)
     where ${budgetPeriods.id} = figures.id`);
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
