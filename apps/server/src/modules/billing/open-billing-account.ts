import type { BillingAddress, BillingMode } from '@portal/shared/billing';
import { billingAccounts } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

/**
 * The billing account of an account just opened by staff: how it pays, where its invoices go (the account's
 * email and registered address until the customer changes them). Call it in the transaction that opens it.
 */
export async function openBillingAccount(
  scope: TenantScope,
  terms: { mode: BillingMode; billingEmail: string; billingAddress: BillingAddress },
): Promise<void> {
  await scope.db.insert(billingAccounts).values({ accountId: scope.accountId, ...terms });
}
