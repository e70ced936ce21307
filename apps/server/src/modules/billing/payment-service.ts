import { recordEvents, type NewDomainEvent } from '../events/outbox';
import { and, eq, sql } from 'drizzle-orm';
import { dollars } from '@portal/shared/money';
import { methodLabel, topUpProblem, type Payment, type PaymentPurpose } from '@portal/shared/billing';
import type { MessageSender } from '../../adapters/message';
import type { PaymentsProvider } from '../../adapters/payments/payments-provider';
import { accounts, billingAccounts, invoices, ledgerEntries, payments } from '../../db/schema/index';
import { isUuid } from '../../lib/uuid';
import { findInvoice, toInvoice } from './invoice-repository';
import type { Db } from '../../db/database';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Actor } from '../../lib/audit';
import { ledgerTotal } from './ledger-repository';
import { activeMethod } from './payment-method-repository';
import { providerOf } from './payment-method-service';

type PaymentRow = typeof payments.$inferSelect;

export interface PaymentRequest {
  purpose: PaymentPurpose;
  amountCents: number;
  paymentMethodId: string;
  /** The invoice paid (purpose INVOICE or AUTOPAY). */
  invoiceId?: string;
  /** The attempt's key (the request's Idempotency-Key): the provider is asked with it, so a retry charges once. */
  attemptKey: string;
  actor: Actor;
  now: Date;
}

const toPayment = (row: PaymentRow, owedCents: number): Payment => ({
  id: row.id,
  purpose: row.purpose,
  amountCents: row.amountCents,
  status: row.status,
  paymentMethodId: row.paymentMethodId,
  invoiceId: row.invoiceId,
  failureCode: row.failureCode,
  failureMessage: row.failureMessage,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
  balanceCents: -owedCents,
});

/** The key a payment attempt asks the provider with (and its payment row is unique by). */
export const providerKeyOf = (accountId: string, attemptKey: string) => `portal:${accountId}:${attemptKey}`;

/** payment.succeeded or payment.failed, for a payment that just settled. */
function paymentEvent(row: PaymentRow, at: Date): NewDomainEvent {
  const data = { paymentId: row.id, purpose: row.purpose, amountCents: row.amountCents, invoiceId: row.invoiceId };
  return row.status === 'FAILED'
    ? {
        type: 'payment.failed',
        accountId: row.accountId,
        occurredAt: at,
        data: { ...data, failureMessage: row.failureMessage ?? row.failureCode ?? 'Declined' },
      }
    : { type: 'payment.succeeded', accountId: row.accountId, occurredAt: at, data };
}

/** Top-ups feed a prepaid balance; what may be paid is at most what is owed. */
async function checkAmount(scope: TenantScope, request: PaymentRequest) {
  const [billing] = await scope.db
    .select({ mode: billingAccounts.mode })
    .from(billingAccounts)
    .where(eq(billingAccounts.accountId, scope.accountId));
  if (request.purpose === 'TOP_UP') {
    if ((billing?.mode ?? 'PREPAID') !== 'PREPAID') {
      throw new AppError('BUSINESS_RULE', 'Top-ups are for prepaid accounts: pay the amount due instead.');
    }
    const problem = topUpProblem(request.amountCents);
    if (problem) throw new AppError('BUSINESS_RULE', problem);
  }
  if (request.invoiceId) {
    const invoice = isUuid(request.invoiceId) ? await findInvoice(scope, request.invoiceId) : undefined;
    if (!invoice) throw new AppError('NOT_FOUND', 'There is no such invoice on this account.');
    const due = toInvoice(invoice).amountDueCents;
    if (due === 0) throw new AppError('BUSINESS_RULE', `Invoice ${invoice.number} is already paid.`);
    if (request.amountCents !== due) {
      throw new AppError('BUSINESS_RULE', `Invoice ${invoice.number} has ${dollars(due)} due: pay exactly that.`);
    }
  }
  if (request.purpose === 'BALANCE') {
    const owed = await ledgerTotal(scope);
    if (request.amountCents <= 0) throw new AppError('BUSINESS_RULE', 'A payment is a positive amount.');
    if (request.amountCents > owed) {
      throw new AppError(
        'BUSINESS_RULE',
        owed > 0 ? `The account owes ${dollars(owed)}: pay at most that.` : 'The account owes nothing right now.',
      );
    }
  }
}

/**
 * Charges a saved method and books the money in the ledger, exactly once per attempt key: the payment row
 * is made first (PENDING, unique by its provider key), the provider is asked with that key, and only its
 * success writes the ledger entry (unique per payment). A time-out leaves the payment PENDING and answers
 * 503; the retry with the same key asks the provider again, which answers the charge it already made.
 */
export async function pay(
  scope: TenantScope,
  provider: PaymentsProvider | null,
  messages: MessageSender,
  request: PaymentRequest,
): Promise<Payment> {
  const charger = providerOf(provider);
  const method = await activeMethod(scope, request.paymentMethodId);
  if (!method) throw new AppError('BUSINESS_RULE', 'Choose one of the account’s payment methods.');
  const providerKey = providerKeyOf(scope.accountId, request.attemptKey);
  let payment = await findPayment(scope, providerKey);
  if (!payment) {
    await checkAmount(scope, request);
    [payment] = await scope.db
      .insert(payments)
      .values({
        accountId: scope.accountId,
        purpose: request.purpose,
        amountCents: request.amountCents,
        paymentMethodId: method.id,
        invoiceId: request.invoiceId ?? null,
        status: 'PENDING',
        providerIdempotencyKey: providerKey,
        createdBy: request.actor.username,
        createdAt: request.now,
      })
      .onConflictDoNothing()
      .returning();
    payment ??= await findPayment(scope, providerKey);
  }
  if (payment!.status !== 'PENDING') return settled(scope, payment!);

  const charged = await charger.charge({
    paymentMethodId: method.providerMethodId,
    amountCents: payment!.amountCents,
    idempotencyKey: providerKey,
    description: `${payment!.purpose} for account ${scope.accountId}`,
  });
  if (charged.status === 'unavailable') {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The payment provider did not answer in time. Try again with the same Idempotency-Key: you will not be charged twice.',
    );
  }
  if (charged.status === 'declined') {
    await scope.db.transaction(async (tx) => {
      const [failed] = await tx
        .update(payments)
        .set({ status: 'FAILED', failureCode: charged.code, failureMessage: charged.message, settledAt: request.now })
        .where(and(eq(payments.id, payment!.id), eq(payments.status, 'PENDING')))
        .returning();
      if (failed) await recordEvents(tx, [paymentEvent(failed, request.now)]);
    });
    throw new AppError('BUSINESS_RULE', `The payment was declined: ${charged.message}`);
  }
  const booked = await scope.db.transaction((tx) =>
    bookPayment(tx, {
      paymentId: payment!.id,
      providerChargeId: charged.chargeId,
      actor: request.actor,
      at: request.now,
    }),
  );
  const answer = await settled(scope, (await findPayment(scope, providerKey))!);
  if (booked) await sendReceipt(scope, messages, answer, method, request.actor);
  return answer;
}

async function findPayment(scope: TenantScope, providerKey: string): Promise<PaymentRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, scope.accountId), eq(payments.providerIdempotencyKey, providerKey)));
  return row;
}

async function settled(scope: TenantScope, row: PaymentRow): Promise<Payment> {
  if (row.status === 'FAILED') {
    throw new AppError('BUSINESS_RULE', `The payment was declined: ${row.failureMessage ?? row.failureCode}`);
  }
  return toPayment(row, await ledgerTotal(scope));
}

const PURPOSE_WORDS: Record<PaymentPurpose, string> = {
  TOP_UP: 'Top-up',
  AUTO_RECHARGE: 'Automatic top-up',
  INVOICE: 'Invoice payment',
  BALANCE: 'Payment',
  AUTOPAY: 'Autopay payment',
};

/** The receipt, to the billing email (or whoever paid). */
async function sendReceipt(
  scope: TenantScope,
  messages: MessageSender,
  payment: Payment,
  method: { kind: 'CARD' | 'BANK'; brand: string | null; last4: string },
  actor: Actor,
) {
  const [row] = await scope.db
    .select({ name: accounts.name, billingEmail: billingAccounts.billingEmail })
    .from(accounts)
    .leftJoin(billingAccounts, eq(billingAccounts.accountId, accounts.id))
    .where(eq(accounts.id, scope.accountId));
  const to = row?.billingEmail ?? actor.username;
  if (!to.includes('@')) return;
  const what = PURPOSE_WORDS[payment.purpose];
  await messages.send({
    channel: 'email',
    to,
    subject: `Receipt: ${what} of ${dollars(payment.amountCents)} for ${row?.name ?? 'your account'}`,
    text: [
      `${what} of ${dollars(payment.amountCents)} received for ${row?.name ?? 'your account'}.`,
      `Paid with ${methodLabel(method)} on ${payment.settledAt}.`,
      payment.balanceCents >= 0
        ? `Balance now: ${dollars(payment.balanceCents)}.`
        : `Amount still due: ${dollars(-payment.balanceCents)}.`,
      `Payment reference: ${payment.id}`,
    ].join('\n'),
  });
}

/**
 * Books a payment the provider made: the payment turns SUCCEEDED, the ledger gets its PAYMENT or RECHARGE
 * (unique per payment), an invoice it pays takes the amount. Call in a transaction; false when it was
 * booked before (a second call changes nothing).
 */
export async function bookPayment(
  tx: Db,
  booking: { paymentId: string; providerChargeId: string; actor: Actor; at: Date },
): Promise<boolean> {
  const [done] = await tx
    .update(payments)
    .set({ status: 'SUCCEEDED', providerChargeId: booking.providerChargeId, settledAt: booking.at })
    .where(and(eq(payments.id, booking.paymentId), eq(payments.status, 'PENDING')))
    .returning();
  if (!done) return false;
  await recordEvents(tx, [paymentEvent(done, booking.at)]);
  await tx
    .insert(ledgerEntries)
    .values({
      accountId: done.accountId,
      kind: done.purpose === 'TOP_UP' || done.purpose === 'AUTO_RECHARGE' ? 'RECHARGE' : 'PAYMENT',
      amountCents: -done.amountCents,
      paymentId: done.id,
      occurredAt: booking.at,
    })
    .onConflictDoNothing();
  if (done.invoiceId) {
    await tx
      .update(invoices)
      .set({
        paidCents: sql`${invoices.paidCents} + ${done.amountCents}`,
        status: sql`case when ${invoices.paidCents} + ${done.amountCents} >= ${invoices.totalCents} then 'PAID' else ${invoices.status} end`,
        paidAt: booking.at,
      })
      .where(eq(invoices.id, done.invoiceId));
  }
  await recordAudit(tx, {
    accountId: done.accountId,
    actor: booking.actor,
    entity: 'payment',
    entityId: done.id,
    action: 'create',
    before: null,
    after: { purpose: done.purpose, amountCents: done.amountCents, status: done.status },
  });
  return true;
}
