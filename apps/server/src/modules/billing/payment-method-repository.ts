import { and, desc, eq, isNull } from 'drizzle-orm';
import type { PaymentMethod } from '@portal/shared/billing';
import type { PaymentMethodSummary } from '../../adapters/payments/payments-provider';
import { billingAccounts, paymentMethods } from '../../db/schema/index';
import { inAccount, type TenantScope } from '../../db/tenant-scope';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

const toPaymentMethod = (row: PaymentMethodRow, defaultId: string | null): PaymentMethod => ({
  id: row.id,
  kind: row.kind,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  isDefault: row.id === defaultId,
  createdAt: row.createdAt.toISOString(),
});

/** The account's methods in use, the default first, then newest first. */
export async function listMethods(scope: TenantScope): Promise<PaymentMethod[]> {
  const [rows, [billing]] = await Promise.all([
    activeMethods(scope),
    scope.db
      .select({ defaultId: billingAccounts.defaultPaymentMethodId })
      .from(billingAccounts)
      .where(eq(billingAccounts.accountId, scope.accountId)),
  ]);
  const defaultId = billing?.defaultId ?? null;
  return rows.map((row) => toPaymentMethod(row, defaultId)).sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

export async function activeMethods(scope: TenantScope): Promise<PaymentMethodRow[]> {
  return scope.db
    .select()
    .from(paymentMethods)
    .where(inAccount(scope, paymentMethods.accountId, isNull(paymentMethods.removedAt)))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

/** One of the account's methods in use (undefined for another account's, a removed one or a bad id). */
export async function activeMethod(scope: TenantScope, paymentMethodId: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(paymentMethods)
    .where(
      inAccount(
        scope,
        paymentMethods.accountId,
        and(eq(paymentMethods.id, paymentMethodId), isNull(paymentMethods.removedAt)),
      ),
    );
  return row;
}

/** Saves a method the provider made (its id and what to show: brand, last four, expiry) for the scope's account. */
export async function insertProviderMethod(
  scope: TenantScope,
  method: PaymentMethodSummary,
): Promise<PaymentMethodRow> {
  const [row] = await scope.db
    .insert(paymentMethods)
    .values({
      accountId: scope.accountId,
      providerMethodId: method.id,
      kind: method.kind,
      brand: method.brand,
      last4: method.last4,
      expMonth: method.expMonth,
      expYear: method.expYear,
      fingerprint: method.fingerprint,
    })
    .returning();
  return row!;
}
