import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEV_PAYMENTS_SECRET_KEY } from '../../config/env';
import { useTestApp } from '../../test/test-app';
import { cardFingerprint } from '@portal/payments-sandbox/test-instruments';

// The real sandbox on a free port, over real HTTP; the times-out card holds its answer for at most 5 s.
const testApp = useTestApp({ paymentsSandbox: { holdMs: 5_000 } });

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;

async function call(path: string, body: unknown, options: { idempotencyKey?: string; secretKey?: string | null } = {}) {
  const secretKey = options.secretKey === undefined ? DEV_PAYMENTS_SECRET_KEY : options.secretKey;
  const response = await fetch(`${testApp.paymentsSandboxUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secretKey && { authorization: `Bearer ${secretKey}` }),
      ...(options.idempotencyKey && { 'idempotency-key': options.idempotencyKey }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const cardToken = async (number: string, expiry = '12/39', cvc = '123') =>
  (await call('/v1/tokens', { kind: 'card', number, expiry, cvc }, { secretKey: null })).body;

async function methodFor(token: string): Promise<string> {
  const { status, body } = await call('/v1/payment-methods', { token });
  expect(status).toBe(200);
  return body.id as string;
}

const chargeOf = (paymentMethodId: string, idempotencyKey: string, amountCents = 2_500) =>
  call('/v1/charges', { paymentMethodId, amountCents, currency: 'usd', description: 'Top-up' }, { idempotencyKey });

async function chargesWithKey(idempotencyKey: string): Promise<number> {
  const { rows } = await testApp.database.pool.query(
    'select count(*)::int as count from payments_sandbox.charges where idempotency_key = $1',
    [idempotencyKey],
  );
  return rows[0].count as number;
}

describe('tokens and payment methods', () => {
  it('turns frame fields into a single-use token, and the token into a method that keeps no number', async () => {
    const token = await cardToken('4242 4242 4242 4242', '04/39', '737');
    expect(token).toEqual({
      token: expect.stringMatching(/^tok_/),
      kind: 'card',
      brand: 'visa',
      last4: '4242',
      expMonth: 4,
      expYear: 2039,
    });

    const method = await call('/v1/payment-methods', { token: token.token });
    expect(method).toEqual({
      status: 200,
      body: {
        id: expect.stringMatching(/^pm_/),
        kind: 'CARD',
        brand: 'visa',
        last4: '4242',
        expMonth: 4,
        expYear: 2039,
        fingerprint: cardFingerprint('4242424242424242'),
      },
    });
    // The same card typed again (or its fixed test token) is the same fingerprint: a merchant can tell.
    const again = await call('/v1/tokens', {
      kind: 'card',
      number: '4242 4242 4242 4242',
      expiry: '05/38',
      cvc: '999',
    });
    const sameCard = await call('/v1/payment-methods', { token: (again.body as { token: string }).token });
    expect(sameCard.body).toMatchObject({ fingerprint: cardFingerprint('4242424242424242') });
    expect((await call('/v1/payment-methods', { token: 'tok_visa' })).body).toMatchObject({
      fingerprint: cardFingerprint('4242424242424242'),
    });
    expect((await call('/v1/payment-methods', { token: 'tok_mastercard' })).body).not.toMatchObject({
      fingerprint: cardFingerprint('4242424242424242'),
    });
    expect(await call('/v1/payment-methods', { token: token.token })).toEqual({
      status: 400,
      body: { code: 'token_invalid', message: 'The token is unknown, already used or expired.' },
    });

    // Nothing the sandbox keeps holds the full number or the security code.
    const dump = await testApp.database.db.execute(
      sql`select row_to_json(t)::text as row from payments_sandbox.tokens t
          union all select row_to_json(m)::text from payments_sandbox.payment_methods m`,
    );
    // Every value stored, nested ones included. The code is looked for as a value of its own: as a substring
    // it turned up inside random token ids now and then.
    const scalars = (value: unknown): string[] =>
      value !== null && typeof value === 'object' ? Object.values(value).flatMap(scalars) : [String(value)];
    const values = dump.rows.flatMap((row) => scalars(JSON.parse(String(row.row))));
    expect(values.some((value) => value.includes('4242'))).toBe(true);
    expect(values.filter((value) => value.includes('4242424242424242'))).toEqual([]);
    expect(values.filter((value) => value === '737')).toEqual([]);
  });

  it('refuses an expired token', async () => {
    const { token } = await cardToken('4242424242424242');
    await testApp.database.db.execute(
      sql`update payments_sandbox.tokens set expires_at = now() - interval '1 second' where id = ${token as string}`,
    );
    expect((await call('/v1/payment-methods', { token })).body.code).toBe('token_invalid');
  });

  it('refuses tokens named like Object.prototype properties as unknown, not with a 500 (found by the fuzz test)', async () => {
    for (const token of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(await call('/v1/payment-methods', { token }), token).toMatchObject({
        status: 400,
        body: { code: 'token_invalid' },
      });
    }
  });

  it('answers field problems in words, beside each field', async () => {
    const { status, body } = await call(
      '/v1/tokens',
      { kind: 'card', number: '4242 4242 4242 4241', expiry: '01/20', cvc: '1' },
      { secretKey: null },
    );
    expect(status).toBe(400);
    expect(body.code).toBe('invalid_fields');
    expect((body.details as { field: string }[]).map((detail) => detail.field)).toEqual(['number', 'expiry', 'cvc']);
  });

  it('takes the fixed test tokens again and again', async () => {
    for (const token of ['tok_visa', 'tok_visa', 'tok_chargeDeclined', 'tok_insufficientFunds', 'tok_bankAccount']) {
      expect((await call('/v1/payment-methods', { token })).status).toBe(200);
    }
  });

  it('needs the secret key for the server-to-server API', async () => {
    expect(await call('/v1/payment-methods', { token: 'tok_visa' }, { secretKey: null })).toEqual({
      status: 401,
      body: { code: 'unauthorized', message: 'A valid secret key is required.' },
    });
    expect(
      (await call('/v1/payment-methods', { token: 'tok_visa' }, { secretKey: 'sk_test_wrong-key-0000000' })).status,
    ).toBe(401);
  });

  it('refuses a body that does not fit, without repeating it', async () => {
    const broken = await call('/v1/tokens', '{"kind":"card","number":"4242424242424242",', { secretKey: null });
    expect(broken).toEqual({
      status: 400,
      body: { code: 'invalid_request', message: 'The request could not be read.' },
    });
    const invalid = await call(
      '/v1/charges',
      { paymentMethodId: 'pm_x', amountCents: -1, currency: 'eur' },
      { idempotencyKey: newKey() },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('invalid_request');
  });
});

describe('charges', () => {
  it.each([
    ['4242 4242 4242 4242', 200, { status: 'succeeded', amountCents: 2_500 }],
    ['4000 0000 0000 0002', 402, { code: 'card_declined', message: 'Your card was declined.' }],
    ['4000 0000 0000 9995', 402, { code: 'insufficient_funds', message: 'Your card has insufficient funds.' }],
  ])('charges the test card %s: %i', async (number, status, expected) => {
    const paymentMethodId = await methodFor((await cardToken(number)).token as string);
    const charged = await chargeOf(paymentMethodId, newKey());
    expect(charged.status).toBe(status);
    expect(charged.body).toMatchObject(expected);
  });

  it.each([
    ['tok_visa', 200, undefined],
    ['tok_chargeDeclined', 402, 'card_declined'],
    ['tok_insufficientFunds', 402, 'insufficient_funds'],
    ['tok_bankAccount', 200, undefined],
    ['tok_bankAccountFailed', 402, 'bank_account_failed'],
  ])('charges the test token %s: %i', async (token, status, code) => {
    const charged = await chargeOf(await methodFor(token), newKey());
    expect(charged.status).toBe(status);
    expect(charged.body.code).toBe(code);
  });

  it('debits a bank account, except the failing test pair', async () => {
    const bankToken = async (accountNumber: string) =>
      (
        await call(
          '/v1/tokens',
          { kind: 'bank', routingNumber: '110000000', accountNumber, accountHolderName: 'Ada Lovelace' },
          { secretKey: null },
        )
      ).body.token as string;
    expect((await chargeOf(await methodFor(await bankToken('000123456789')), newKey())).status).toBe(200);
    expect(await chargeOf(await methodFor(await bankToken('000111111116')), newKey())).toMatchObject({
      status: 402,
      body: { code: 'bank_account_failed' },
    });
  });

  it('answers a repeated key with the first answer, and charges once', async () => {
    const paymentMethodId = await methodFor('tok_visa');
    const key = newKey();
    const first = await chargeOf(paymentMethodId, key);
    expect(await chargeOf(paymentMethodId, key)).toEqual(first);
    expect(await chargesWithKey(key)).toBe(1);

    const declinedKey = newKey();
    const declinedMethod = await methodFor('tok_chargeDeclined');
    const declined = await chargeOf(declinedMethod, declinedKey);
    expect(await chargeOf(declinedMethod, declinedKey)).toEqual(declined);
  });

  it('charges once for requests with the same key at the same time', async () => {
    const paymentMethodId = await methodFor('tok_visa');
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => chargeOf(paymentMethodId, key)));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await chargesWithKey(key)).toBe(1);
  });

  it('refuses the same key with another body (422)', async () => {
    const paymentMethodId = await methodFor('tok_visa');
    const key = newKey();
    await chargeOf(paymentMethodId, key, 2_500);
    expect(await chargeOf(paymentMethodId, key, 2_600)).toMatchObject({
      status: 422,
      body: { code: 'idempotency_key_reused' },
    });
  });

  it('needs an idempotency key', async () => {
    const answer = await call('/v1/charges', { paymentMethodId: 'pm_x', amountCents: 100, currency: 'usd' });
    expect(answer.status).toBe(400);
  });

  it('charges the time-out card, answers nothing, and answers the retry with that charge', async () => {
    const paymentMethodId = await methodFor((await cardToken('4000 0000 0000 0119')).token as string);
    const key = newKey();
    const gaveUp = await fetch(`${testApp.paymentsSandboxUrl}/v1/charges`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${DEV_PAYMENTS_SECRET_KEY}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ paymentMethodId, amountCents: 2_500, currency: 'usd', description: 'Top-up' }),
      signal: AbortSignal.timeout(500),
    }).catch((error: Error) => error.name);
    expect(gaveUp).toBe('TimeoutError');
    expect(await chargesWithKey(key)).toBe(1);

    const retried = await chargeOf(paymentMethodId, key);
    expect(retried).toMatchObject({ status: 200, body: { status: 'succeeded', amountCents: 2_500 } });
    expect(await chargesWithKey(key)).toBe(1);
  });
});

describe('refunds', () => {
  it('refunds up to the amount charged, once per key', async () => {
    const charged = await chargeOf(await methodFor('tok_visa'), newKey(), 5_000);
    const chargeId = charged.body.id as string;
    const key = newKey();
    const first = await call('/v1/refunds', { chargeId, amountCents: 3_000 }, { idempotencyKey: key });
    expect(first).toEqual({
      status: 200,
      body: { id: expect.stringMatching(/^re_/), status: 'succeeded', chargeId, amountCents: 3_000 },
    });
    expect(await call('/v1/refunds', { chargeId, amountCents: 3_000 }, { idempotencyKey: key })).toEqual(first);
    expect(await call('/v1/refunds', { chargeId, amountCents: 2_001 }, { idempotencyKey: newKey() })).toMatchObject({
      status: 422,
      body: { code: 'refund_exceeds_charge' },
    });
    expect((await call('/v1/refunds', { chargeId, amountCents: 2_000 }, { idempotencyKey: newKey() })).status).toBe(
      200,
    );
  });

  it('refunds no failed or unknown charge', async () => {
    const declined = await chargeOf(await methodFor('tok_chargeDeclined'), newKey());
    const chargeId = declined.body.chargeId as string;
    expect(await call('/v1/refunds', { chargeId, amountCents: 100 }, { idempotencyKey: newKey() })).toMatchObject({
      status: 422,
      body: { code: 'charge_not_refundable' },
    });
    expect(
      (await call('/v1/refunds', { chargeId: 'ch_nope', amountCents: 100 }, { idempotencyKey: newKey() })).status,
    ).toBe(404);
  });
});
