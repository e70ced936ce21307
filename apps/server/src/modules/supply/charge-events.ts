import type { Db } from '../../db/database';
import { chargeBudgets, supplyEventChargeKey } from '../../lib/budget-charge';
import type { PrepaidFunds } from '../billing/prepaid-funds';
import type { SupplyEventInsert } from './event-rows';

/**
 * Charges the billable-looking rows to their campaigns' budgets, in order, under the hard cap: a row the
 * cap refuses turns BUDGET_REACHED, one a prepaid balance cannot pay turns INSUFFICIENT_FUNDS (not
 * billable, no price). Answers the accepted rows with their budget charge, for the ledger. Ingestion and
 * the demo history bill the same way; the history passes no funds, as its top-ups are booked after it.
 */
export async function chargeEventBudgets(
  tx: Db,
  rows: SupplyEventInsert[],
  options: { funds?: PrepaidFunds } = {},
): Promise<{ row: SupplyEventInsert; budgetChargeId: string }[]> {
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
  const charges: { row: SupplyEventInsert; budgetChargeId: string }[] = [];
  for (const [position, row] of candidates.entries()) {
    const outcome = outcomes[position]!;
    if (outcome.accepted) charges.push({ row, budgetChargeId: outcome.chargeId });
    else {
      const reason = outcome.reason === 'INSUFFICIENT_FUNDS' ? 'INSUFFICIENT_FUNDS' : 'BUDGET_REACHED';
      Object.assign(row, { billable: false, priceCents: 0, reason });
    }
  }
  return charges;
}
