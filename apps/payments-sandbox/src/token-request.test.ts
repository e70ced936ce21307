import { describe, expect, it } from 'vitest';
import { SandboxError } from './sandbox-error';
import { bankFingerprint, cardFingerprint } from './test-instruments';
import { readInstrument, type TokenRequest } from './token-request';

const now = new Date('2026-05-10T12:00:00Z');
const card = (overrides: Partial<Extract<TokenRequest, { kind: 'card' }>> = {}): TokenRequest => ({
  kind: 'card',
  number: '4242 4242 4242 4242',
  expiry: '12/29',
  cvc: '123',
  ...overrides,
});
const bank = (overrides: Partial<Extract<TokenRequest, { kind: 'bank' }>> = {}): TokenRequest => ({
  kind: 'bank',
  routingNumber: '110000000',
  accountNumber: '000123456789',
  accountHolderName: 'Ada Lovelace',
  ...overrides,
});

/** The field errors a request gets, as the frame shows them. */
function problems(request: TokenRequest) {
  try {
    readInstrument(request, now);
  } catch (error) {
    if (error instanceof SandboxError) return error.details ?? [];
    throw error;
  }
  return [];
}

describe('readInstrument', () => {
  it('keeps of a card only its brand, last 4, expiry, behaviour and a fingerprint (a digest, never the number)', () => {
    expect(readInstrument(card(), now)).toEqual({
      kind: 'CARD',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2029,
      behaviour: 'succeeds',
      fingerprint: cardFingerprint('4242424242424242'),
    });
    expect(readInstrument(card(), now).fingerprint).not.toContain('4242');
    // The same number typed with other spacing and expiry is the same card.
    expect(readInstrument(card({ number: '4242424242424242', expiry: '01/30' }), now).fingerprint).toBe(
      cardFingerprint('4242424242424242'),
    );
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
    ['4000 0000 0000 0119', 'times_out_after_charge'],
    ['5555 5555 5555 4444', 'succeeds'],
  ])('gives %s the behaviour %s', (number, behaviour) =>
    expect(readInstrument(card({ number }), now).behaviour).toBe(behaviour),
  );

  it('says what is wrong with each card field', () => {
    expect(problems(card({ number: '4242 4242 4242 4241', expiry: '04/26', cvc: '12' }))).toEqual([
      { field: 'number', message: 'This card number is not valid. Check it for a mistyped digit.' },
      { field: 'expiry', message: 'This card has expired.' },
      { field: 'cvc', message: 'Enter the 3-digit security code.' },
    ]);
    expect(problems(card({ number: '', expiry: '4/', cvc: '' })).map((problem) => problem.message)).toEqual([
      'Enter the card number.',
      'Enter the expiry date as MM/YY, for example 04/29.',
      'Enter the 3-digit security code.',
    ]);
    expect(problems(card({ number: '4242 4242' }))[0]?.message).toBe('Enter the card number in full: 13 to 19 digits.');
  });

  it('asks an American Express card for 4 digits of security code', () => {
    expect(problems(card({ number: '3782 822463 10005', cvc: '123' }))).toEqual([
      { field: 'cvc', message: 'Enter the 4-digit security code.' },
    ]);
    expect(readInstrument(card({ number: '3782 822463 10005', cvc: '1234' }), now).brand).toBe('amex');
  });

  it('keeps of a bank account its last 4; the failing test pair fails', () => {
    expect(readInstrument(bank(), now)).toEqual({
      kind: 'BANK',
      brand: null,
      last4: '6789',
      expMonth: null,
      expYear: null,
      behaviour: 'succeeds',
      fingerprint: bankFingerprint('110000000', '000123456789'),
    });
    expect(readInstrument(bank({ accountNumber: '000111111116' }), now).behaviour).toBe('bank_account_failed');
  });

  it('says what is wrong with each bank field', () => {
    expect(problems(bank({ routingNumber: '110000001', accountNumber: '12', accountHolderName: ' ' }))).toEqual([
      { field: 'routingNumber', message: 'This routing number is not valid. Check it for a mistyped digit.' },
      { field: 'accountNumber', message: 'Enter the account number: 4 to 17 digits.' },
      { field: 'accountHolderName', message: 'Enter the name on the account.' },
    ]);
    expect(problems(bank({ routingNumber: '1100' }))[0]?.message).toBe('Enter the 9-digit routing number.');
  });
});
