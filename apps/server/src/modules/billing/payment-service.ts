import type { Payment } from '@portal/shared/billing';
import type { MessageSender } from '../../adapters/message';
import type { PaymentsProvider } from '../../adapters/payments/payments-provider';
import type { TenantScope } from '../../db/tenant-scope';
import { openPayment, type PaymentRequest } from './payment-opening';
import { activeMethod } from './payment-method-repository';
import { providerOf } from './payment-method-service';
import { findPayment, paymentAnswer, type PaymentRow } from './payment-rows';
import { declinedError, settle } from './payment-settlement';
import { providerKeyOf } from './provider-key';

export type { ChargeSource, PaymentRequest } from './payment-opening';

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
  request: PaymentRequest,
): Promise<Payment> {
  const charger = providerOf(provider);
  const providerKey = providerKeyOf(scope.accountId, request.attemptKey);
  const payment = (await findPayment(scope, providerKey)) ?? (await openPayment(scope, request, providerKey));
  if (payment.status === 'FAILED') throw declinedError(payment);
  if (payment.status === 'SUCCEEDED') return paymentAnswer(scope, payment);
  return settle(scope, messages, payment, await askProvider(scope, charger, payment), request.actor, request.now);
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
