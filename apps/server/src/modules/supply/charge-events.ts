import type { Db } from '../../db/database';
import type { PrepaidFunds } from '../billing/index';
import { chargeBudgets, supplyEventChargeKey } from '../campaigns/index';
import type { SupplyEventInsert } from './event-rows';

/** A billable-looking row's fate at its budget: charged (with the charge's id, for the ledger) or refused. */
export type BudgetVerdict =
  { charged: true; budgetChargeId: string } | { charged: false; reason: 'BUDGET_REACHED' | 'INSUFFICIENT_FUNDS' };

/**
 * Charges the billable-looking rows to their campaigns' budgets (the campaigns module's hard cap), in order:
 * a row the cap refuses is BUDGET_REACHED, one a prepaid balance cannot pay INSUFFICIENT_FUNDS. Answers each
 * such row's verdict by its id; the rows themselves are left as they are (billedRows makes the stored ones).
 * Ingestion and the demo history bill the same way; the history passes no funds, as its top-ups are booked
 * after it.
 */
export async function chargeEventBudgets(
  tx: Db,
  rows: SupplyEventInsert[],
  options: { funds?: PrepaidFunds } = {},
): Promise<Map<string, BudgetVerdict>> {
  const candidates = rows.filter((row) => row.billable);
  const outcomes = await chargeBudgets(
    tx,
    candidates.map((row) => ({
      accountId: row.accountId,
      campaignId: row.campaignId,
      amountCents: row.priceCents,
      chargeKey: supplyEventChargeKey(row.id),
      at: row.occurredAt,
    })),
    {
      // The keys are the rows' ids, made just now for these rows.
      newKeys: true,
      admit: options.funds && ((request) => options.funds!.admit(request.accountId, request.amountCents)),
    },
  );
  return new Map(
    candidates.map((row, position) => {
      const outcome = outcomes[position]!;
      const verdict: BudgetVerdict = outcome.accepted
        ? { charged: true, budgetChargeId: outcome.chargeId }
        : { charged: false, reason: outcome.reason === 'INSUFFICIENT_FUNDS' ? 'INSUFFICIENT_FUNDS' : 'BUDGET_REACHED' };
      return [row.id, verdict];
    }),
  );
}

/**
 * The rows as stored once their budgets have spoken: a refused one is kept, not billable, with no price and
 * the refusal as its reason; and the ledger charges of those charged.
 */
export function billedRows(rows: SupplyEventInsert[], verdicts: Map<string, BudgetVerdict>) {
  const charges: { row: SupplyEventInsert; budgetChargeId: string }[] = [];
  const stored = rows.map((row): SupplyEventInsert => {
    const verdict = verdicts.get(row.id);
    if (!verdict) return row;
    if (verdict.charged) {
      charges.push({ row, budgetChargeId: verdict.budgetChargeId });
      return row;
    }
    return { ...row, billable: false, priceCents: 0, reason: verdict.reason };
  });
  return { stored, charges };
}
