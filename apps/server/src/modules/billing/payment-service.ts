import type { Payment } from '@portal/shared/billing';
import type { MessageSender } from '../../adapters/message';
import type { PaymentsProvider } from '../../adapters/payments/payments-provider';
import type { TenantScope } from '../../db/tenant-scope';
import { openPayment, type ChargeSource, type PaymentRequest } from './payment-opening';
import { activeMethod } from './payment-method-repository';
import { keepMethod, providerMethodOf, providerOf } from './payment-method-service';
import { findPayment, paymentAnswer, type PaymentRow } from './payment-rows';
import { declinedError, settle } from './payment-settlement';
import { providerKeyOf } from './provider-key';

export type { ChargeSource, PaymentRequest } from './payment-opening';

/**
 * A card typed into the provider's frame for this payment (its single-use token): charged once, and kept as one of
 * the account's methods when asked, once its charge went through in this request (after a provider time-out that a
 * retry or the reconciliation settles, it paid but is not kept: the person adds it on Billing).
 */
export interface NewCard {
  kind: 'newCard';
  token: string;
  save: boolean;
}

export type PayRequest = Omit<PaymentRequest, 'source'> & { source: ChargeSource | NewCard };

/**
 * Charges once per attempt key and books the money in the ledger. A retry finds its payment before any
 * other check (its method may have been removed since, its invoice paid by it): a settled one answers as it
 * settled, a PENDING one is charged again with the same provider key, which the provider answers with the
 * charge it already made. A new attempt opens its PENDING row under the account's lock (payment-opening.ts),
 * then asks the provider; a time-out leaves it PENDING and answers 503, and the retry or the reconciliation
 * job (payment-reconciliation.ts) settles it.
 */
export async function pay(
  scope: TenantScope,
  provider: PaymentsProvider | null,
  messages: MessageSender,
  request: PayRequest,
): Promise<Payment> {
  const charger = providerOf(provider);
  const providerKey = providerKeyOf(scope.accountId, request.attemptKey);
  const earlier = await findPayment(scope, providerKey);
  // A new card is made at the provider only for a new attempt: a retry never makes (or keeps) it again.
  const source = earlier ? null : await chargeSourceOf(charger, request.source);
  const payment = earlier ?? (await openPayment(scope, { ...request, source: source! }, providerKey));
  if (payment.status === 'FAILED') throw declinedError(payment);
  if (payment.status === 'SUCCEEDED') return paymentAnswer(scope, payment);
  const settled = await settle(
    scope,
    messages,
    payment,
    await askProvider(scope, charger, payment),
    request.actor,
    request.now,
  );
  // Kept only once it paid: a declined card, or a top-up refused before the charge, is never saved.
  if (request.source.kind === 'newCard' && request.source.save && source?.kind === 'once') {
    await keepMethod(scope, source.method, { twin: 'keep' }, request.actor);
  }
  return settled;
}

/** What a new attempt charges: a new card is made at the provider and charged for this payment ('once'). */
async function chargeSourceOf(charger: PaymentsProvider, source: PayRequest['source']): Promise<ChargeSource> {
  if (source.kind !== 'newCard') return source;
  return { kind: 'once', method: await providerMethodOf(charger, source.token, 'The card details could not be used') };
}

/**
 * The charge of a PENDING payment. A saved method removed since is not charged anew: the provider is only
 * asked whether the first attempt's charge was made.
 */
async function askProvider(scope: TenantScope, charger: PaymentsProvider, payment: PaymentRow) {
  const removed = payment.paymentMethodId !== null && !(await activeMethod(scope, payment.paymentMethodId));
  if (removed || !payment.providerMethodId) return charger.findCharge(payment.providerIdempotencyKey);
  return charger.charge({
    paymentMethodId: payment.providerMethodId,
    amountCents: payment.amountCents,
    idempotencyKey: payment.providerIdempotencyKey,
    description: `${payment.purpose} for account ${scope.accountId}`,
  });
}
