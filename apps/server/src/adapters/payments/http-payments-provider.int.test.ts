import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_PAYMENTS_SECRET_KEY } from '../../config/env';
import { useTestApp } from '../../test/test-app';
import { httpPaymentsProvider } from './http-payments-provider';
import type { PaymentsProvider } from './payments-provider';

// The adapter against the real sandbox over HTTP, as the portal's server uses it.
const testApp = useTestApp({ paymentsSandbox: { holdMs: 5_000 } });
const provider = (): PaymentsProvider => testApp.payments!;

let keys = 0;
const newKey = () => `adapter-key-${Date.now()}-${++keys}`;

async function methodId(token: string): Promise<string> {
  const created = await provider().createPaymentMethod(token);
  if (created.status !== 'created') throw new Error(`no payment method: ${JSON.stringify(created)}`);
  return created.paymentMethod.id;
}

/** A stand-in provider that answers every call with one fixed status and body. */
let fixedAnswer: { status: number; body: string } = { status: 500, body: '{}' };
let fake: http.Server;
let fakeUrl: string;
beforeAll(async () => {
  fake = http.createServer((_request, response) => {
    response.writeHead(fixedAnswer.status, { 'content-type': 'application/json' }).end(fixedAnswer.body);
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

describe('the payments adapter on the sandbox', () => {
  it('names the provider origin and its tokenizer script', () => {
    expect(provider().origin).toBe(testApp.paymentsSandboxUrl);
    expect(provider().tokenizerScriptUrl).toBe(`${testApp.paymentsSandboxUrl}/tokenizer.js`);
  });

  it('saves a payment method from a token, and refuses a spent or unknown one', async () => {
    expect(await provider().createPaymentMethod('tok_visa')).toEqual({
      status: 'created',
      paymentMethod: {
        id: expect.stringMatching(/^pm_/),
        kind: 'CARD',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: expect.any(Number),
        fingerprint: expect.stringMatching(/^fp_[\w-]{16}$/),
      },
    });
    expect(await provider().createPaymentMethod('tok_unknown')).toEqual({
      status: 'refused',
      code: 'token_invalid',
      message: 'The token is unknown, already used or expired.',
    });
  });

  it.each([
    ['tok_visa', { status: 'succeeded', chargeId: expect.stringMatching(/^ch_/), amountCents: 1_999 }],
    ['tok_chargeDeclined', { status: 'declined', code: 'card_declined', message: 'Your card was declined.' }],
    [
      'tok_insufficientFunds',
      { status: 'declined', code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    ],
    [
      'tok_bankAccountFailed',
      { status: 'declined', code: 'bank_account_failed', message: 'The bank account could not be debited.' },
    ],
  ])('maps a charge of %s', async (token, expected) => {
    const paymentMethodId = await methodId(token);
    expect(
      await provider().charge({ paymentMethodId, amountCents: 1_999, idempotencyKey: newKey(), description: 'Test' }),
    ).toEqual(expected);
  });

  it('answers unavailable when the provider times out, and the retry with the same key finds the one charge', async () => {
    const token = await fetch(`${testApp.paymentsSandboxUrl}/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'card', number: '4000000000000119', expiry: '12/39', cvc: '123' }),
    }).then((response) => response.json() as Promise<{ token: string }>);
    const paymentMethodId = await methodId(token.token);
    const impatient = httpPaymentsProvider({
      url: testApp.paymentsSandboxUrl!,
      secretKey: DEV_PAYMENTS_SECRET_KEY,
      timeoutMs: 300,
    });
    const idempotencyKey = newKey();
    const request = { paymentMethodId, amountCents: 4_200, idempotencyKey };
    expect(await impatient.charge(request)).toEqual({ status: 'unavailable', reason: 'timeout' });

    const retried = await provider().charge(request);
    expect(retried).toEqual({ status: 'succeeded', chargeId: expect.stringMatching(/^ch_/), amountCents: 4_200 });
    const { rows } = await testApp.database.pool.query(
      'select id from payments_sandbox.charges where idempotency_key = $1',
      [idempotencyKey],
    );
    expect(rows).toEqual([{ id: retried.status === 'succeeded' && retried.chargeId }]);
  });

  it('throws for a key reused with another request, a fault no retry mends', async () => {
    const paymentMethodId = await methodId('tok_visa');
    const idempotencyKey = newKey();
    await provider().charge({ paymentMethodId, amountCents: 1_000, idempotencyKey });
    await expect(provider().charge({ paymentMethodId, amountCents: 1_001, idempotencyKey })).rejects.toMatchObject({
      name: 'PaymentsProviderError',
      code: 'idempotency_key_reused',
    });
  });

  it('throws for a wrong secret key', async () => {
    const wrongKey = httpPaymentsProvider({
      url: testApp.paymentsSandboxUrl!,
      secretKey: 'sk_test_not-the-right-key',
      timeoutMs: 5_000,
    });
    await expect(wrongKey.createPaymentMethod('tok_visa')).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('refunds, and maps a refusal', async () => {
    const paymentMethodId = await methodId('tok_visa');
    const charged = await provider().charge({ paymentMethodId, amountCents: 3_000, idempotencyKey: newKey() });
    if (charged.status !== 'succeeded') throw new Error('the test charge failed');
    expect(
      await provider().refund({ chargeId: charged.chargeId, amountCents: 1_000, idempotencyKey: newKey() }),
    ).toEqual({ status: 'succeeded', refundId: expect.stringMatching(/^re_/), amountCents: 1_000 });
    expect(
      await provider().refund({ chargeId: charged.chargeId, amountCents: 2_001, idempotencyKey: newKey() }),
    ).toMatchObject({ status: 'refused', code: 'refund_exceeds_charge' });
  });
});

describe('the payments adapter when the provider fails', () => {
  const charge = { paymentMethodId: 'pm_any', amountCents: 500, idempotencyKey: 'key-1' };

  it('answers unavailable when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = httpPaymentsProvider({ url, secretKey: 'sk_test_0123456789abcdef', timeoutMs: 2_000 });
    expect(await unreachable.charge(charge)).toEqual({ status: 'unavailable', reason: 'network' });
  });

  it.each([500, 503, 429])('answers unavailable for a %i', async (status) => {
    fixedAnswer = { status, body: '{"code":"api_error","message":"down"}' };
    const failing = httpPaymentsProvider({ url: fakeUrl, secretKey: 'sk_test_0123456789abcdef', timeoutMs: 2_000 });
    expect(await failing.charge(charge)).toEqual({ status: 'unavailable', reason: 'provider_error' });
  });

  it('throws for a 400 (a request the provider could not read is our fault), never answering a decline', async () => {
    fixedAnswer = { status: 400, body: '{"code":"invalid_request","message":"idempotency_key is too long"}' };
    const strict = httpPaymentsProvider({ url: fakeUrl, secretKey: 'sk_test_0123456789abcdef', timeoutMs: 2_000 });
    await expect(strict.charge(charge)).rejects.toMatchObject({
      name: 'PaymentsProviderError',
      code: 'invalid_request',
      message: 'The payment provider could not read our request: idempotency_key is too long',
    });
  });

  it('throws for an answer outside the contract', async () => {
    fixedAnswer = { status: 200, body: '{"ok":true}' };
    const odd = httpPaymentsProvider({ url: fakeUrl, secretKey: 'sk_test_0123456789abcdef', timeoutMs: 2_000 });
    await expect(odd.charge(charge)).rejects.toMatchObject({ code: 'unexpected_answer' });
  });
});
