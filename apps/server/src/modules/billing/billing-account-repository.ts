import { and, eq, isNull } from 'drizzle-orm';
import { accounts, billingAccounts, paymentMethods } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

export type BillingRow = typeof billingAccounts.$inferSelect;

/** The account's billing facts: its own billing fields (the specification's) and its billing row. */
export async function readBilling(scope: TenantScope) {
  const [row] = await scope.db
    .select({
      autopayEnabled: accounts.isAutopayEnabled,
      billingSameAsRegistered: accounts.isBillingSameAsRegisteredAddress,
      billingStatus: accounts.billingStatus,
      postPaidStatus: accounts.postPaidStatus,
      billing: billingAccounts,
    })
    .from(accounts)
    .leftJoin(billingAccounts, eq(billingAccounts.accountId, accounts.id))
    .where(eq(accounts.id, scope.accountId));
  return row;
}

/** The billing row, made on first need and locked until the transaction ends (for a read-modify-write). */
export async function lockBilling(scope: TenantScope): Promise<BillingRow> {
  await scope.db.insert(billingAccounts).values({ accountId: scope.accountId }).onConflictDoNothing();
  const [row] = await scope.db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.accountId, scope.accountId))
    .for('update');
  return row!;
}

export async function hasUsableMethod(scope: TenantScope, paymentMethodId: string | null): Promise<boolean> {
  if (!paymentMethodId) return false;
  const rows = await scope.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.accountId, scope.accountId),
        eq(paymentMethods.id, paymentMethodId),
        isNull(paymentMethods.removedAt),
      ),
    );
  return rows.length > 0;
}
