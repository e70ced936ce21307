import { and, asc, desc, eq } from 'drizzle-orm';
import { methodLabel, type Invoice, type InvoiceDetail } from '@portal/shared/billing';
import { olderThan, pageOf } from '../../db/keyset';
import { accounts, invoiceLines, invoices, paymentMethods, payments } from '../../db/schema/index';
import { inAccount, type TenantScope } from '../../db/tenant-scope';
import type { Position } from '../../lib/cursor';

type InvoiceRow = typeof invoices.$inferSelect;

export const toInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id,
  number: row.number,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  issuedAt: row.issuedAt.toISOString(),
  dueDate: row.dueDate,
  status: row.status,
  chargesCents: row.chargesCents,
  creditsCents: row.creditsCents,
  totalCents: row.totalCents,
  paidCents: row.paidCents,
  amountDueCents: row.status === 'OPEN' ? Math.max(0, row.totalCents - row.paidCents) : 0,
  paidAt: row.paidAt?.toISOString() ?? null,
});

export async function invoicePage(scope: TenantScope, options: { after: Position | null; limit: number }) {
  const rows = await scope.db
    .select()
    .from(invoices)
    .where(inAccount(scope, invoices.accountId, olderThan(invoices.issuedAt, invoices.id, options.after)))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(options.limit + 1);
  return pageOf(rows, options.limit, toInvoice, (row) => ({ at: row.issuedAt, id: row.id }));
}

export async function findInvoice(scope: TenantScope, invoiceId: string): Promise<InvoiceRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(invoices)
    .where(inAccount(scope, invoices.accountId, eq(invoices.id, invoiceId)));
  return row;
}

/** The invoice with its lines, the payments made against it and the account's name (for the page and the PDF). */
export async function invoiceDetail(scope: TenantScope, row: InvoiceRow): Promise<InvoiceDetail> {
  const [lines, paid, [account]] = await Promise.all([
    scope.db
      .select()
      .from(invoiceLines)
      .where(inAccount(scope, invoiceLines.accountId, eq(invoiceLines.invoiceId, row.id)))
      .orderBy(asc(invoiceLines.position)),
    scope.db
      .select({ payment: payments, method: paymentMethods })
      .from(payments)
      .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
      .where(
        and(inAccount(scope, payments.accountId, eq(payments.invoiceId, row.id)), eq(payments.status, 'SUCCEEDED')),
      )
      .orderBy(asc(payments.settledAt)),
    scope.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, scope.accountId)),
  ]);
  return {
    ...toInvoice(row),
    accountName: account?.name ?? '',
    lines: lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      campaignId: line.campaignId,
      description: line.description,
      quantity: line.quantity,
      amountCents: line.amountCents,
    })),
    payments: paid.map(({ payment, method }) => ({
      id: payment.id,
      amountCents: payment.amountCents,
      settledAt: payment.settledAt?.toISOString() ?? null,
      method: method ? methodLabel(method) : 'Payment',
    })),
  };
}
