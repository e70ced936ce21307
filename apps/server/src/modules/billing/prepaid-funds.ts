import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { billingAccounts } from '../../db/schema/index';

export interface PrepaidFunds {
  /**
   * Whether the account can pay this charge now; when it can, the amount is set aside for the rest of the
   * transaction (the ledger entry comes later). Post-paid accounts are billed monthly and always can.
   */
  admit(accountId: string, amountCents: number): boolean;
  /** The accounts admitted as post-paid, without a lock: see confirmPostpaid. */
  readonly postpaid: ReadonlySet<string>;
}

/** A billing row changed mode while a batch was decided on the old one: the caller decides it again. */
export class BillingModeChanged extends Error {}

/**
 * The funds of these accounts for one transaction. A prepaid account's billing row is locked for update,
 * in account order, until the transaction ends, so concurrent ingestion batches of one prepaid account spend
 * its balance one after another and never below zero. A post-paid account is billed monthly and any charge
 * fits, so its row is not locked here: batches of one post-paid account used to wait on each other for the
 * whole transaction, and that was most of ingestion's waiting. Its mode is confirmed instead once the
 * ledger entries are written (`confirmPostpaid`), when the entries' trigger holds the row. Lock them after
 * the campaigns and before the budgets: disputes lock billing rows before budgets too (their credit goes in
 * first), so no two writers wait on each other in a circle. An account without a billing row is prepaid
 * with nothing paid in, as the billing screen shows it.
 */
export async function lockPrepaidFunds(tx: Db, accountIds: string[]): Promise<PrepaidFunds> {
  const ids = [...new Set(accountIds)].sort();
  if (ids.length === 0) return { admit: () => true, postpaid: new Set() };
  const columns = { accountId: billingAccounts.accountId, mode: billingAccounts.mode, owed: billingAccounts.owedCents };
  const seen = await tx.select(columns).from(billingAccounts).where(inArray(billingAccounts.accountId, ids));
  const postpaid = new Set(seen.filter((row) => row.mode === 'POSTPAID').map((row) => row.accountId));
  const prepaidIds = ids.filter((id) => !postpaid.has(id));
  const locked =
    prepaidIds.length === 0
      ? []
      : await tx
          .select(columns)
          .from(billingAccounts)
          .where(inArray(billingAccounts.accountId, prepaidIds))
          .orderBy(billingAccounts.accountId)
          .for('update');
  // A locking read answers the row as it is now: one that turned post-paid since the look is decided again.
  if (locked.some((row) => row.mode === 'POSTPAID')) throw new BillingModeChanged();
  const available = new Map<string, number>();
  for (const row of locked) available.set(row.accountId, -row.owed);
  return {
    postpaid,
    admit(accountId, amountCents) {
      if (postpaid.has(accountId)) return true;
      const left = available.get(accountId) ?? 0;
      if (left < amountCents) return false;
      available.set(accountId, left - amountCents);
      return true;
    },
  };
}

/**
 * After the ledger entries are written (their trigger has updated, so this transaction holds, each charged
 * account's billing row): the accounts charged as post-paid still are. Throws BillingModeChanged otherwise,
 * so the batch is rolled back and decided on the new mode.
 */
export async function confirmPostpaid(tx: Db, accountIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(accountIds)];
  if (ids.length === 0) return;
  const rows = await tx
    .select({ mode: billingAccounts.mode })
    .from(billingAccounts)
    .where(inArray(billingAccounts.accountId, ids));
  if (rows.length !== ids.length || rows.some((row) => row.mode !== 'POSTPAID')) throw new BillingModeChanged();
}
