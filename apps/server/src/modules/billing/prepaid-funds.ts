import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { billingAccounts } from '../../db/schema/index';

export interface PrepaidFunds {
  /**
   * Whether the account can pay this charge now; when it can, the amount is set aside for the rest of the
   * transaction (the ledger entry comes later). Post-paid accounts are billed monthly and always can.
   */
  admit(accountId: string, amountCents: number): boolean;
}

/**
 * The billing rows of these accounts, locked in account order until the transaction ends, so concurrent
 * ingestion batches of one prepaid account spend its balance one after another and never below zero.
 * Lock them after the campaigns and before the budgets: disputes lock billing rows before budgets too
 * (their credit goes in first), so no two writers wait on each other in a circle. An account without a
 * billing row is prepaid with nothing paid in, as the billing screen shows it.
 */
export async function lockPrepaidFunds(tx: Db, accountIds: string[]): Promise<PrepaidFunds> {
  const ids = [...new Set(accountIds)].sort();
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({ accountId: billingAccounts.accountId, mode: billingAccounts.mode, owed: billingAccounts.owedCents })
          .from(billingAccounts)
          .where(inArray(billingAccounts.accountId, ids))
          .orderBy(billingAccounts.accountId)
          .for('update');
  const available = new Map<string, number>();
  const postpaid = new Set<string>();
  for (const row of rows) {
    if (row.mode === 'POSTPAID') postpaid.add(row.accountId);
    else available.set(row.accountId, -row.owed);
  }
  return {
    admit(accountId, amountCents) {
      if (postpaid.has(accountId)) return true;
      const left = available.get(accountId) ?? 0;
      if (left < amountCents) return false;
      available.set(accountId, left - amountCents);
      return true;
    },
  };
}
