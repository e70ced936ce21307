import { and, eq } from 'drizzle-orm';
import type { Payment } from '@portal/shared/billing';
import { payments } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { ledgerTotal } from './ledger-repository';

export type PaymentRow = typeof payments.$inferSelect;

/** The payment an attempt made, found by the provider key its attempt key derives. */
export async function findPayment(scope: TenantScope, providerKey: string): Promise<PaymentRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, scope.accountId), eq(payments.providerIdempotencyKey, providerKey)));
  return row;
}

export async function findPaymentById(scope: TenantScope, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, scope.accountId), eq(payments.id, paymentId)));
  return row;
}

export const toPayment = (row: PaymentRow, owedCents: number): Payment => ({
  id: row.id,
  purpose: row.purpose,
  amountCents: row.amountCents,
  status: row.status,
  paymentMethodId: row.paymentMethodId,
  methodLabel: row.methodLabel,
  invoiceId: row.invoiceId,
  failureCode: row.failureCode,
  failureMessage: row.failureMessage,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
  balanceCents: -owedCents,
});

/** The payment as the API answers it, with the balance after it. */
export async function paymentAnswer(scope: TenantScope, row: PaymentRow): Promise<Payment> {
  return toPayment(row, await ledgerTotal(scope));
}
