import type { Payment } from '@portal/shared/billing';
import type { MessageSender } from '../../adapters/message';
import type { PaymentsProvider } from '../../adapters/payments/payments-provider';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { openPayment, type ChargeSource, type PaymentRequest } from './payment-opening';
import { activeMethod } from './payment-method-repository';
import { addMethod, providerOf } from './payment-method-service';
import { findPayment, paymentAnswer, type PaymentRow } from './payment-rows';
import { declinedError, settle } from './payment-settlement';
import { providerKeyOf } from './provider-key';

export type { ChargeSource, PaymentRequest } from './payment-opening';

/** A card typed into the provider's frame for this payment (its single-use token), kept as a method when asked. */
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
  const payment =
    (await findPayment(scope, providerKey)) ??
    (await openPayment(scope, { ...request, source: await chargeSourceOf(scope, charger, request) }, providerKey));
  if (payment.status === 'FAILED') throw declinedError(payment);
  if (payment.status === 'SUCCEEDED') return paymentAnswer(scope, payment);
  return settle(scope, messages, payment, await askProvider(scope, charger, payment), request.actor, request.now);
}

/**
 * What a new attempt charges. A new card is made at the provider only now, after the retry's lookup: a retry of an
 * attempt that has its payment never makes (or saves) the card again. Saved, it is one of the account's methods
 * like any other (added as on Billing, audited); otherwise it is charged for this payment only.
 */
async function chargeSourceOf(
  scope: TenantScope,
  charger: PaymentsProvider,
  { source, actor }: PayRequest,
): Promise<ChargeSource> {
  if (source.kind !== 'newCard') return source;
  if (source.save) {
    const method = await addMethod(scope, charger, { token: source.token }, actor);
    return { kind: 'saved', paymentMethodId: method.id };
  }
  const made = await charger.createPaymentMethod(source.token);
  if (made.status === 'unavailable') {
    throw new AppError('SERVICE_UNAVAILABLE', 'The payment provider did not answer. Nothing was charged; try again.');
  }
  if (made.status === 'refused') {
    throw new AppError('BUSINESS_RULE', `The card details could not be used: ${made.message} Enter them again.`);
  }
  return { kind: 'once', method: made.paymentMethod };
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
