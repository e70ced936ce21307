import { z } from 'zod';
import {
  PaymentsProviderError,
  type ChargeLookup,
  type ChargeResult,
  type CreatePaymentMethodResult,
  type PaymentsProvider,
  type RefundResult,
  type Unavailable,
} from './payments-provider';

const errorBody = z.object({ code: z.string(), message: z.string() });
const paymentMethodBody = z.object({
  id: z.string(),
  kind: z.enum(['CARD', 'BANK']),
  brand: z.string().nullable(),
  last4: z.string(),
  expMonth: z.number().nullable(),
  expYear: z.number().nullable(),
  fingerprint: z.string(),
});
const chargeBody = z.object({ id: z.string(), status: z.literal('succeeded'), amountCents: z.number() });
const chargeListBody = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        status: z.enum(['succeeded', 'failed']),
        amountCents: z.number(),
        failureCode: z.string().optional(),
        failureMessage: z.string().optional(),
      }),
    )
    .max(1),
});
const refundBody = z.object({ id: z.string(), status: z.literal('succeeded'), amountCents: z.number() });

type Answer = { status: number; body: unknown } | Unavailable;

/**
 * The provider's server-to-server API over HTTP (Node's fetch), as the built-in sandbox speaks it: bearer
 * secret key, JSON, an Idempotency-Key header on money-moving calls, 402 for a declined payment. A call
 * that takes longer than `timeoutMs` is abandoned and answers `unavailable`.
 */
export function httpPaymentsProvider(options: { url: string; secretKey: string; timeoutMs: number }): PaymentsProvider {
  const origin = new URL(options.url).origin;

  const post = (path: string, body: unknown, idempotencyKey?: string) =>
    call(new URL(path, origin), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        'content-type': 'application/json',
        ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
      },
      body: JSON.stringify(body),
    });

  async function call(url: URL, init: RequestInit): Promise<Answer> {
    let response: Response;
    let parsed: unknown;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
      parsed = await response.json().catch(() => undefined);
    } catch (error) {
      return { status: 'unavailable', reason: (error as Error).name === 'TimeoutError' ? 'timeout' : 'network' };
    }
    if (response.status >= 500 || response.status === 429 || response.status === 409)
      return { status: 'unavailable', reason: 'provider_error' };
    if (response.status === 401 || response.status === 403)
      throw new PaymentsProviderError('unauthorized', 'The payment provider refused the secret key.');
    const failure = errorBody.safeParse(parsed);
    if (response.status === 422 && failure.data?.code === 'idempotency_key_reused')
      throw new PaymentsProviderError('idempotency_key_reused', failure.data.message);
    return { status: response.status, body: parsed };
  }

  /** A provider's answer that is not its contract is a fault of ours or theirs, not a passing outage. */
  function read<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
    const result = schema.safeParse(body);
    if (!result.success)
      throw new PaymentsProviderError('unexpected_answer', `The payment provider's ${what} answer is not understood.`);
    return result.data;
  }

  /** 4xx answers other than the ones `post` throws for carry `{ code, message }`. */
  const refusal = (answer: { body: unknown }) => read(errorBody, answer.body, 'error');

  /**
   * A charge or refund the provider could not read (400) is ours to fix, never a decline to book against the
   * customer; only a 402 (or another refusal of the payment itself) is.
   */
  const assertReadable = (answer: { status: number; body: unknown }) => {
    if (answer.status === 400)
      throw new PaymentsProviderError(
        'invalid_request',
        `The payment provider could not read our request: ${refusal(answer).message}`,
      );
  };

  return {
    origin,
    tokenizerScriptUrl: `${origin}/tokenizer.js`,

    async createPaymentMethod(token): Promise<CreatePaymentMethodResult> {
      const answer = await post('/v1/payment-methods', { token });
      if (answer.status === 'unavailable') return answer;
      if (answer.status === 200)
        return { status: 'created', paymentMethod: read(paymentMethodBody, answer.body, 'payment method') };
      return { status: 'refused', ...refusal(answer) };
    },

    async charge({ paymentMethodId, amountCents, idempotencyKey, description }): Promise<ChargeResult> {
      const answer = await post(
        '/v1/charges',
        { paymentMethodId, amountCents, currency: 'usd', ...(description && { description }) },
        idempotencyKey,
      );
      if (answer.status === 'unavailable') return answer;
      assertReadable(answer);
      if (answer.status === 200) {
        const charged = read(chargeBody, answer.body, 'charge');
        return { status: 'succeeded', chargeId: charged.id, amountCents: charged.amountCents };
      }
      return { status: 'declined', ...refusal(answer) };
    },

    async findCharge(idempotencyKey): Promise<ChargeLookup> {
      const url = new URL('/v1/charges', origin);
      url.searchParams.set('idempotency_key', idempotencyKey);
      const answer = await call(url, { headers: { authorization: `Bearer ${options.secretKey}` } });
      if (answer.status === 'unavailable') return answer;
      assertReadable(answer);
      const [found] = read(chargeListBody, answer.body, 'charge list').data;
      if (!found) return { status: 'not_found' };
      if (found.status === 'succeeded')
        return { status: 'succeeded', chargeId: found.id, amountCents: found.amountCents };
      return {
        status: 'declined',
        code: found.failureCode ?? 'card_declined',
        message: found.failureMessage ?? 'The payment failed.',
      };
    },

    async refund({ chargeId, amountCents, idempotencyKey }): Promise<RefundResult> {
      const answer = await post('/v1/refunds', { chargeId, amountCents }, idempotencyKey);
      if (answer.status === 'unavailable') return answer;
      assertReadable(answer);
      if (answer.status === 200) {
        const refunded = read(refundBody, answer.body, 'refund');
        return { status: 'succeeded', refundId: refunded.id, amountCents: refunded.amountCents };
      }
      return { status: 'refused', ...refusal(answer) };
    },
  };
}
