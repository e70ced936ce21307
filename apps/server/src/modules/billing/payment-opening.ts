import { and, asc, eq, inArray, sql, sum } from 'drizzle-orm';
import { dollars } from '@portal/shared/money';
import { methodLabel, topUpProblem, type PaymentPurpose } from '@portal/shared/billing';
import type { PaymentMethodSummary } from '../../adapters/payments/payments-provider';
import { invoices, paymentAllocations, paymentBridgeLinks, payments } from '../../db/schema/index';
import { withDb, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../db/audit';
import { isUuid } from '../../lib/uuid';
import { lockBilling, type BillingRow } from './billing-account-repository';
import { findInvoice } from './invoice-repository';
import { activeMethod } from './payment-method-repository';
import { findPayment, type PaymentRow } from './payment-rows';

/**
 * What a payment charges: one of the account's saved methods, a payment link's card, or a card typed in for this
 * payment alone; the last two are used once and never become the account's methods.
 */
export type ChargeSource =
  | { kind: 'saved'; paymentMethodId: string }
  | { kind: 'link'; method: PaymentMethodSummary; bridgeLinkId: string }
  | { kind: 'once'; method: PaymentMethodSummary };

export interface PaymentRequest {
  purpose: PaymentPurpose;
  amountCents: number;
  source: ChargeSource;
  /** The invoice paid (purpose INVOICE or AUTOPAY). */
  invoiceId?: string;
  /** The attempt's key (the request's Idempotency-Key): the provider is asked with a key derived from it. */
  attemptKey: string;
  actor: Actor;
  now: Date;
}

type Allocation = { invoiceId: string; amountCents: number };

/** Purposes that pay what a post-paid account owes (the others add prepaid funds). */
const PAYS_DEBT: PaymentPurpose[] = ['INVOICE', 'AUTOPAY', 'BALANCE'];

const underWay = (what: string) =>
  new AppError(
    'BUSINESS_RULE',
    `A payment of ${what} is already under way. Wait for it to finish (it shows in the transactions) before paying again.`,
  );

/**
 * Makes the payment row (PENDING) of a new attempt, after the checks that keep money from moving twice,
 * all under the account's billing row lock: every payment of an account is decided one at a time, and the
 * ones still PENDING count as paid. So the payments that succeeded or are under way against an invoice or
 * a balance never add up to more than is due, whatever pays (portal, autopay, payment links, two tabs).
 * An attempt that already has its row (a retry that raced another) gets that row instead.
 */
export async function openPayment(
  scope: TenantScope,
  request: PaymentRequest,
  providerKey: string,
): Promise<PaymentRow> {
  return scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const billing = await lockBilling(txScope);
    const earlier = await findPayment(txScope, providerKey);
    if (earlier) return earlier;
    const method = await chargedMethod(txScope, request.source);
    const allocations = await allocate(txScope, billing, request);
    const [row] = await tx
      .insert(payments)
      .values({
        accountId: scope.accountId,
        purpose: request.purpose,
        amountCents: request.amountCents,
        paymentMethodId: method.paymentMethodId,
        providerMethodId: method.providerMethodId,
        methodLabel: method.label,
        invoiceId: request.invoiceId ?? null,
        bridgeLinkId: request.source.kind === 'link' ? request.source.bridgeLinkId : null,
        status: 'PENDING',
        providerIdempotencyKey: providerKey,
        createdBy: request.actor.username,
        createdAt: request.now,
      })
      .returning();
    if (request.source.kind === 'link') {
      // The link shows this payment (PROCESSING, then PAID) and is given back if it fails.
      await tx
        .update(paymentBridgeLinks)
        .set({ paymentId: row!.id })
        .where(eq(paymentBridgeLinks.id, request.source.bridgeLinkId));
    }
    if (allocations.length > 0) {
      await tx
        .insert(paymentAllocations)
        .values(allocations.map((allocation) => ({ ...allocation, paymentId: row!.id, accountId: scope.accountId })));
    }
    return row!;
  });
}

async function chargedMethod(scope: TenantScope, source: ChargeSource) {
  if (source.kind !== 'saved') {
    return { paymentMethodId: null, providerMethodId: source.method.id, label: methodLabel(source.method) };
  }
  const method = isUuid(source.paymentMethodId) ? await activeMethod(scope, source.paymentMethodId) : undefined;
  if (!method) throw new AppError('BUSINESS_RULE', 'Choose one of the account’s payment methods.');
  return { paymentMethodId: method.id, providerMethodId: method.providerMethodId, label: methodLabel(method) };
}

/** Checks the amount against what may be paid now and decides which invoices the payment pays. */
async function allocate(scope: TenantScope, billing: BillingRow, request: PaymentRequest): Promise<Allocation[]> {
  switch (request.purpose) {
    case 'TOP_UP': {
      if (billing.mode !== 'PREPAID') {
        throw new AppError('BUSINESS_RULE', 'Top-ups are for prepaid accounts: pay the amount due instead.');
      }
      const problem = topUpProblem(request.amountCents);
      if (problem) throw new AppError('BUSINESS_RULE', problem);
      return [];
    }
    case 'AUTO_RECHARGE':
      return [];
    case 'INVOICE':
    case 'AUTOPAY':
      return [await invoiceAllocation(scope, request)];
    case 'BALANCE':
      return balanceAllocations(scope, billing, request.amountCents);
  }
}

/** An invoice is paid in full, by one payment at a time: exactly what is left once the ones under way are counted. */
async function invoiceAllocation(scope: TenantScope, request: PaymentRequest): Promise<Allocation> {
  const invoice = isUuid(request.invoiceId ?? '') ? await findInvoice(scope, request.invoiceId!) : undefined;
  if (!invoice) throw new AppError('NOT_FOUND', 'There is no such invoice on this account.');
  if (invoice.status !== 'OPEN') throw new AppError('BUSINESS_RULE', `Invoice ${invoice.number} is already paid.`);
  const pending = (await pendingOnInvoices(scope, [invoice.id])).get(invoice.id) ?? 0;
  const left = invoice.totalCents - invoice.paidCents - pending;
  if (left <= 0) {
    if (pending > 0) throw underWay(`invoice ${invoice.number}`);
    throw new AppError('BUSINESS_RULE', `Invoice ${invoice.number} is already paid.`);
  }
  if (request.amountCents !== left) {
    throw new AppError('BUSINESS_RULE', `Invoice ${invoice.number} has ${dollars(left)} due: pay exactly that.`);
  }
  return { invoiceId: invoice.id, amountCents: left };
}

/**
 * A payment towards what the account owes: at most that, less the payments under way; it pays the open
 * invoices oldest first, and what is left of it the charges not invoiced yet.
 */
async function balanceAllocations(scope: TenantScope, billing: BillingRow, amountCents: number): Promise<Allocation[]> {
  if (amountCents <= 0) throw new AppError('BUSINESS_RULE', 'A payment is a positive amount.');
  const owed = billing.owedCents;
  const [under] = await scope.db
    .select({ total: sum(payments.amountCents).mapWith(Number) })
    .from(payments)
    .where(
      and(
        eq(payments.accountId, scope.accountId),
        eq(payments.status, 'PENDING'),
        inArray(payments.purpose, PAYS_DEBT),
      ),
    );
  const pending = under?.total ?? 0;
  if (amountCents > owed - pending) {
    if (pending > 0 && amountCents <= owed) throw underWay(dollars(pending));
    throw new AppError(
      'BUSINESS_RULE',
      owed - pending > 0
        ? `The account owes ${dollars(owed - pending)}: pay at most that.`
        : 'The account owes nothing right now.',
    );
  }
  const open = await scope.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.accountId, scope.accountId), eq(invoices.status, 'OPEN')))
    .orderBy(asc(invoices.periodStart));
  const pendingByInvoice = await pendingOnInvoices(
    scope,
    open.map((invoice) => invoice.id),
  );
  const allocations: Allocation[] = [];
  let rest = amountCents;
  for (const invoice of open) {
    const left = invoice.totalCents - invoice.paidCents - (pendingByInvoice.get(invoice.id) ?? 0);
    if (rest <= 0) break;
    if (left <= 0) continue;
    const share = Math.min(rest, left);
    allocations.push({ invoiceId: invoice.id, amountCents: share });
    rest -= share;
  }
  return allocations;
}

/** What payments still under way will pay of each invoice. */
async function pendingOnInvoices(scope: TenantScope, invoiceIds: string[]): Promise<Map<string, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await scope.db
    .select({
      invoiceId: paymentAllocations.invoiceId,
      total: sql<number>`sum(${paymentAllocations.amountCents})::bigint`,
    })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(
      and(
        eq(paymentAllocations.accountId, scope.accountId),
        inArray(paymentAllocations.invoiceId, invoiceIds),
        eq(payments.status, 'PENDING'),
      ),
    )
    .groupBy(paymentAllocations.invoiceId);
  return new Map(rows.map((row) => [row.invoiceId, Number(row.total)]));
}
