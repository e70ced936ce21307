/**
 * The card and bank payment provider, as the portal's server sees it. The built-in sandbox answers behind
 * it by default (http-payments-provider.ts); a real processor is another implementation of the same
 * interface, chosen by configuration (docs/decisions/0013).
 */
export interface PaymentsProvider {
  /** The provider's origin: the portal's CSP allows exactly it for script-src and frame-src. */
  readonly origin: string;
  /** The tokenizer script the web app loads (its API: packages/shared/src/payments-tokenizer.ts). */
  readonly tokenizerScriptUrl: string;
  /** Saves a customer's card or bank account from a token the provider's frame made; spends the token. */
  createPaymentMethod(token: string): Promise<CreatePaymentMethodResult>;
  /** Charges once per idempotency key: after `unavailable`, retry with the same key, never a new one. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** What became of the charge asked for with this key (after `unavailable`): made, declined, or never made. */
  findCharge(idempotencyKey: string): Promise<ChargeLookup>;
  /** Refunds part or all of a succeeded charge, once per idempotency key. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

export interface PaymentMethodSummary {
  /** The provider's id for the saved method (pm_…): what the portal stores, never a number. */
  id: string;
  kind: 'CARD' | 'BANK';
  brand: string | null;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  /** The same card or bank account always has the same fingerprint: how a method saved twice is known. */
  fingerprint: string;
}

export interface ChargeRequest {
  paymentMethodId: string;
  amountCents: number;
  idempotencyKey: string;
  description?: string;
}

export interface RefundRequest {
  chargeId: string;
  amountCents: number;
  idempotencyKey: string;
}

/** The provider did not answer in time, could not be reached or failed on its side: try again, same key. */
export interface Unavailable {
  status: 'unavailable';
  reason: 'timeout' | 'network' | 'provider_error';
}

export type CreatePaymentMethodResult =
  | { status: 'created'; paymentMethod: PaymentMethodSummary }
  /** The token is unknown, already used or expired: ask for the details again. */
  | { status: 'refused'; code: string; message: string }
  | Unavailable;

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string; amountCents: number }
  /** card_declined, insufficient_funds, bank_account_failed, or another of the provider's codes. */
  | { status: 'declined'; code: string; message: string }
  | Unavailable;

export type ChargeLookup =
  | Exclude<ChargeResult, Unavailable>
  /** No charge was made with that key: the request never reached the provider. */
  | { status: 'not_found' }
  | Unavailable;

export type RefundResult =
  | { status: 'succeeded'; refundId: string; amountCents: number }
  /** Not refundable, or more than is left of the charge. */
  | { status: 'refused'; code: string; message: string }
  | Unavailable;

/**
 * A fault no retry mends: a wrong secret key, an idempotency key reused for another request, an answer
 * that is not the provider's contract. Ours to fix, so it is thrown rather than returned.
 */
export class PaymentsProviderError extends Error {
  override name = 'PaymentsProviderError';

  constructor(
    readonly code: 'unauthorized' | 'idempotency_key_reused' | 'invalid_request' | 'unexpected_answer',
    message: string,
  ) {
    super(message);
  }
}
