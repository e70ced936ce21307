import { and, eq, sql } from 'drizzle-orm';
import { dollars } from '@portal/shared/money';
import { PAYMENT_PURPOSE_LABELS, type Payment } from '@portal/shared/billing';
import { formatDocumentDateTime } from '@portal/shared/human-time';
import type { MessageSender } from '../../adapters/message';
import type { ChargeLookup } from '../../adapters/payments/payments-provider';
import type { Db } from '../../db/database';
import {
  accounts,
  billingAccounts,
  invoices,
  ledgerEntries,
  paymentAllocations,
  paymentBridgeLinks,
  payments,
} from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Actor } from '../../db/audit';
import { recordEvents, type NewDomainEvent } from '../../outbox/record-events';
import { findPaymentById, paymentAnswer, type PaymentRow } from './payment-rows';

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

export const declinedError = (row: Pick<PaymentRow, 'failureMessage' | 'failureCode'>) =>
  new AppError('BUSINESS_RULE', `The payment was declined: ${row.failureMessage ?? row.failureCode}`);

/**
 * Books a payment the provider made: the payment turns SUCCEEDED, the ledger gets its PAYMENT or RECHARGE
 * (unique per payment), each invoice it was allocated to takes its share. Call in a transaction; false when
 * it was settled before (a second call changes nothing).
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
  const allocations = await tx.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, done.id));
  for (const allocation of allocations) {
    await tx
      .update(invoices)
      .set({
        paidCents: sql`${invoices.paidCents} + ${allocation.amountCents}`,
        status: sql`case when ${invoices.paidCents} + ${allocation.amountCents} >= ${invoices.totalCents} then 'PAID' else ${invoices.status} end`,
        paidAt: booking.at,
      })
      .where(eq(invoices.id, allocation.invoiceId));
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

/**
 * A payment the provider declined, or never made: FAILED, so it no longer holds back what may be paid, and a
 * payment link it was made through may be used again (saying why this try failed). False when settled before.
 */
export async function failPayment(
  tx: Db,
  failure: { paymentId: string; code: string; message: string; at: Date },
): Promise<boolean> {
  const [failed] = await tx
    .update(payments)
    .set({ status: 'FAILED', failureCode: failure.code, failureMessage: failure.message, settledAt: failure.at })
    .where(and(eq(payments.id, failure.paymentId), eq(payments.status, 'PENDING')))
    .returning();
  if (!failed) return false;
  await recordEvents(tx, [paymentEvent(failed, failure.at)]);
  if (failed.bridgeLinkId) {
    await tx
      .update(paymentBridgeLinks)
      .set({ usedAt: null, paymentId: null, lastFailure: failure.message })
      .where(and(eq(paymentBridgeLinks.id, failed.bridgeLinkId), eq(paymentBridgeLinks.paymentId, failed.id)));
  }
  return true;
}

/**
 * Settles a PENDING payment by what the provider said of its charge: booked (and a receipt sent) when made,
 * failed when declined or never made. An unanswered provider leaves it PENDING. Answers the payment as it
 * now stands; a declined or failed one throws its reason (422), an unanswered one 503.
 */
export async function settle(
  scope: TenantScope,
  messages: MessageSender,
  payment: PaymentRow,
  outcome: ChargeLookup,
  actor: Actor,
  now: Date,
): Promise<Payment> {
  if (outcome.status === 'unavailable') {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The payment provider did not answer in time. Try again with the same Idempotency-Key: you will not be charged twice.',
    );
  }
  if (outcome.status === 'succeeded') {
    const booked = await scope.db.transaction((tx) =>
      bookPayment(tx, { paymentId: payment.id, providerChargeId: outcome.chargeId, actor, at: now }),
    );
    const answer = await paymentAnswer(scope, (await findPaymentById(scope, payment.id))!);
    if (booked) await sendReceipt(scope, messages, answer, payment);
    return answer;
  }
  const [code, message] =
    outcome.status === 'declined'
      ? [outcome.code, outcome.message]
      : ['not_charged', 'The payment provider has no record of this payment, so nothing was charged. Pay again.'];
  await scope.db.transaction((tx) => failPayment(tx, { paymentId: payment.id, code, message, at: now }));
  const settled = (await findPaymentById(scope, payment.id))!;
  if (settled.status === 'FAILED') throw declinedError(settled);
  return paymentAnswer(scope, settled);
}

/** The receipt, to the billing email (or whoever paid, when they signed in with an email). */
async function sendReceipt(scope: TenantScope, messages: MessageSender, payment: Payment, row: PaymentRow) {
  const [account] = await scope.db
    .select({ name: accounts.name, timeZone: accounts.timeZone, billingEmail: billingAccounts.billingEmail })
    .from(accounts)
    .leftJoin(billingAccounts, eq(billingAccounts.accountId, accounts.id))
    .where(eq(accounts.id, scope.accountId));
  const to = account?.billingEmail ?? row.createdBy;
  if (!to.includes('@')) return;
  const what = PAYMENT_PURPOSE_LABELS[payment.purpose];
  const name = account?.name ?? 'your account';
  await messages.send({
    channel: 'email',
    to,
    subject: `Receipt: ${what} of ${dollars(payment.amountCents)} for ${name}`,
    text: [
      `${what} of ${dollars(payment.amountCents)} received for ${name}.`,
      // The account's own time, as Billing shows it, not an ISO instant.
      `Paid with ${row.methodLabel ?? 'a saved payment method'} on ${formatDocumentDateTime(payment.settledAt ?? payment.createdAt, account?.timeZone)}.`,
      payment.balanceCents >= 0
        ? `Balance now: ${dollars(payment.balanceCents)}.`
        : `Amount still due: ${dollars(-payment.balanceCents)}.`,
      `Payment reference: ${payment.id}`,
      // Opens Billing signed in, which offers this receipt as a PDF (it is also on the payment's line there).
      `Its receipt as a PDF: ${messages.publicUrl}/billing?${new URLSearchParams({ receipt: payment.id })}`,
    ].join('\n'),
  });
}
