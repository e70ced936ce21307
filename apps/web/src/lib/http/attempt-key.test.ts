import { describe, expect, it } from 'vitest';
import { AttemptKey, randomKey } from './attempt-key';
import { HttpError, RequestTimeoutError } from './http-error';

const counter = () => {
  let next = 0;
  return () => `key-${++next}`;
};

describe('AttemptKey', () => {
  const body = { amountCents: 5000, paymentMethodId: 'm1' };

  it('gives the same key to the same body until the attempt ends', () => {
    const attempt = new AttemptKey(counter());
    expect(attempt.for(body)).toBe('key-1');
    expect(attempt.for({ ...body })).toBe('key-1');
  });

  it('keeps the key after a time-out, a network failure, a 5xx or a 409, where the charge may have happened', () => {
    const attempt = new AttemptKey(counter());
    attempt.for(body);
    for (const error of [
      new RequestTimeoutError(),
      new TypeError('Failed to fetch'),
      new HttpError(503, { code: 'SERVICE_UNAVAILABLE' }),
      new HttpError(409, { code: 'CONFLICT' }),
    ]) {
      attempt.settle(error);
      expect(attempt.for(body)).toBe('key-1');
    }
  });

  it('starts a new attempt after a success or a final refusal', () => {
    const attempt = new AttemptKey(counter());
    attempt.for(body);
    attempt.settle();
    expect(attempt.for(body)).toBe('key-2');
    attempt.settle(new HttpError(422, { code: 'BUSINESS_RULE', message: 'The payment was declined' }));
    expect(attempt.for(body)).toBe('key-3');
  });

  it('starts a new attempt when something else is asked for', () => {
    const attempt = new AttemptKey(counter());
    expect(attempt.for(body)).toBe('key-1');
    expect(attempt.for({ ...body, amountCents: 7500 })).toBe('key-2');
  });

  it('with a scope, an unfinished attempt survives its dialog: opened again, the same request keeps its key', () => {
    const keys = counter();
    const first = new AttemptKey(keys, 'account-1:topUp');
    expect(first.for(body)).toBe('key-1');
    first.settle(new RequestTimeoutError());
    const reopened = new AttemptKey(keys, 'account-1:topUp');
    expect(reopened.for(body)).toBe('key-1');
    expect(new AttemptKey(keys, 'account-2:topUp').for(body)).toBe('key-2');
    reopened.settle();
    expect(new AttemptKey(keys, 'account-1:topUp').for(body)).toBe('key-3');
  });

  it('makes UUIDs by default', () => {
    expect(new AttemptKey().for(body)).toMatch(UUID);
  });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomKey', () => {
  it('makes a version 4 UUID also where crypto.randomUUID is missing (plain HTTP)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, randomKey));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
