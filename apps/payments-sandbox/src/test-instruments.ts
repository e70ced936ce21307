import { sha256 } from './secrets';

/**
 * What a payment method does when charged, fixed when it is tokenised from the test number. Failures are
 * named by the code a charge answers with.
 */
export type Behaviour =
  | 'succeeds'
  | 'card_declined'
  | 'insufficient_funds'
  | 'bank_account_failed'
  /** The charge is recorded as succeeded, then the answer never comes: the client must retry with its key. */
  | 'times_out_after_charge';

/** The test card numbers with a behaviour of their own; every other valid number succeeds. */
const CARD_BEHAVIOURS: Record<string, Behaviour> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000119': 'times_out_after_charge',
};

export const cardBehaviour = (digits: string): Behaviour => CARD_BEHAVIOURS[digits] ?? 'succeeds';

/** The one test bank account that fails; every other valid routing and account number succeeds. */
export const FAILING_BANK_ACCOUNT = { routingNumber: '110000000', accountNumber: '000111111116' } as const;

export const bankBehaviour = (routingNumber: string, accountNumber: string): Behaviour =>
  routingNumber === FAILING_BANK_ACCOUNT.routingNumber && accountNumber === FAILING_BANK_ACCOUNT.accountNumber
    ? 'bank_account_failed'
    : 'succeeds';

export interface Instrument {
  kind: 'CARD' | 'BANK';
  brand: string | null;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  behaviour: Behaviour;
  /** The same for every token of the same number (a card's, or a bank account's routing and account number). */
  fingerprint: string;
}

/** A processor's fingerprint: a digest of the number, never the number, and the same wherever it is typed. */
export const cardFingerprint = (digits: string) => `fp_${sha256(`card:${digits}`).slice(0, 16)}`;
export const bankFingerprint = (routingNumber: string, accountNumber: string) =>
  `fp_${sha256(`bank:${routingNumber}:${accountNumber}`).slice(0, 16)}`;

const testCard = (brand: string, digits: string, now: Date): Instrument => ({
  kind: 'CARD',
  brand,
  last4: digits.slice(-4),
  expMonth: 12,
  expYear: now.getUTCFullYear() + 3,
  behaviour: cardBehaviour(digits),
  fingerprint: cardFingerprint(digits),
});

const testBank = (routingNumber: string, accountNumber: string): Instrument => ({
  kind: 'BANK',
  brand: null,
  last4: accountNumber.slice(-4),
  expMonth: null,
  expYear: null,
  behaviour: bankBehaviour(routingNumber, accountNumber),
  fingerprint: bankFingerprint(routingNumber, accountNumber),
});

/**
 * Tokens that work wherever a frame-made token does, never expire and may be used again, as card
 * processors offer them: API tests and scripts need no browser.
 */
export const FIXED_TEST_TOKENS: Record<string, (now: Date) => Instrument> = {
  tok_visa: (now) => testCard('visa', '4242424242424242', now),
  tok_mastercard: (now) => testCard('mastercard', '5555555555554444', now),
  tok_chargeDeclined: (now) => testCard('visa', '4000000000000002', now),
  tok_insufficientFunds: (now) => testCard('visa', '4000000000009995', now),
  tok_bankAccount: () => testBank('110000000', '000123456789'),
  tok_bankAccountFailed: () => testBank(FAILING_BANK_ACCOUNT.routingNumber, FAILING_BANK_ACCOUNT.accountNumber),
};
