import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Invoice, InvoiceDetail } from '@portal/shared/billing';
import { olderThan, pageOf } from '../../db/keyset';
import { accounts, invoiceLines, invoices, paymentAllocations, payments } from '../../db/schema/index';
import { inAccount, type TenantScope } from '../../db/tenant-scope';
import type { Position } from '../../lib/cursor';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * An invoice as people see it. With `today` (the account's calendar day), an open invoice past its due day is
 * OVERDUE; without it (a job's or a payment's own reading) its stored status.
 */
export const toInvoice = (row: InvoiceRow, today?: string): Invoice => ({
  id: row.id,
  number: row.number,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  issuedAt: row.issuedAt.toISOString(),
  dueDate: row.dueDate,
  status: row.status === 'OPEN' && today !== undefined && row.dueDate < today ? 'OVERDUE' : row.status,
  chargesCents: row.chargesCents,
  creditsCents: row.creditsCents,
  totalCents: row.totalCents,
  paidCents: row.paidCents,
  amountDueCents: row.status === 'OPEN' ? Math.max(0, row.totalCents - row.paidCents) : 0,
  paidAt: row.paidAt?.toISOString() ?? null,
});

export async function invoicePage(
  scope: TenantScope,
  options: { after: Position | null; limit: number; today: string },
) {
  const rows = await scope.db
    .select()
    .from(invoices)
    .where(inAccount(scope, invoices.accountId, olderThan(invoices.issuedAt, invoices.id, options.after)))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(options.limit + 1);
  return pageOf(
    rows,
    options.limit,
    (row) => toInvoice(row, options.today),
    (row) => ({ at: row.issuedAt, id: row.id }),
  );
}

/** What open invoices ask for, and of that what is past its due day (`today`, the account's calendar day). */
export async function openInvoiceTotals(scope: TenantScope, today: string) {
  const due = sql`greatest(0, ${invoices.totalCents} - ${invoices.paidCents})`;
  const late = sql`${invoices.dueDate} < ${today}`;
  const [row] = await scope.db
    .select({
      openCents: sql<string | null>`sum(${due})`,
      overdueCents: sql<string | null>`sum(${due}) filter (where ${late})`,
      overdueCount: sql<number>`(count(*) filter (where ${late}))::int`,
    })
    .from(invoices)
    .where(inAccount(scope, invoices.accountId, eq(invoices.status, 'OPEN')));
  return {
    openCents: Number(row?.openCents ?? 0),
    overdueCents: Number(row?.overdueCents ?? 0),
    overdueCount: row?.overdueCount ?? 0,
  };
}

export async function findInvoice(scope: TenantScope, invoiceId: string): Promise<InvoiceRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(invoices)
    .where(inAccount(scope, invoices.accountId, eq(invoices.id, invoiceId)));
  return row;
}

/** The invoice with its lines, the payments made against it and the account's name (for the page and the PDF). */
export async function invoiceDetail(scope: TenantScope, row: InvoiceRow, today: string): Promise<InvoiceDetail> {
  const [lines, paid, [account]] = await Promise.all([
    scope.db
      .select()
      .from(invoiceLines)
      .where(inAccount(scope, invoiceLines.accountId, eq(invoiceLines.invoiceId, row.id)))
      .orderBy(asc(invoiceLines.position)),
    // Each payment with what it paid of this invoice (a balance payment may have paid several).
    scope.db
      .select({ payment: payments, amountCents: paymentAllocations.amountCents })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .where(
        and(
          inAccount(scope, paymentAllocations.accountId, eq(paymentAllocations.invoiceId, row.id)),
          eq(payments.status, 'SUCCEEDED'),
        ),
      )
      .orderBy(asc(payments.settledAt)),
    scope.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, scope.accountId)),
  ]);
  return {
    ...toInvoice(row, today),
    accountName: account?.name ?? '',
    lines: lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      campaignId: line.campaignId,
      description: line.description,
      quantity: line.quantity,
      amountCents: line.amountCents,
    })),
    payments: paid.map(({ payment, amountCents }) => ({
      id: payment.id,
      amountCents,
      settledAt: payment.settledAt?.toISOString() ?? null,
      method: payment.methodLabel ?? 'Payment',
    })),
  };
}
