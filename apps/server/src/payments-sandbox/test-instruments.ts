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
}

const testCard = (last4: string, behaviour: Behaviour, now: Date): Instrument => ({
  kind: 'CARD',
  brand: 'visa',
  last4,
  expMonth: 12,
  expYear: now.getUTCFullYear() + 3,
  behaviour,
});

const testBank = (last4: string, behaviour: Behaviour): Instrument => ({
  kind: 'BANK',
  brand: null,
  last4,
  expMonth: null,
  expYear: null,
  behaviour,
});

/**
 * Tokens that work wherever a frame-made token does, never expire and may be used again, as card
 * processors offer them: API tests and scripts need no browser.
 */
export const FIXED_TEST_TOKENS: Record<string, (now: Date) => Instrument> = {
  tok_visa: (now) => testCard('4242', 'succeeds', now),
  tok_chargeDeclined: (now) => testCard('0002', 'card_declined', now),
  tok_insufficientFunds: (now) => testCard('9995', 'insufficient_funds', now),
  tok_bankAccount: () => testBank('6789', 'succeeds'),
  tok_bankAccountFailed: () => testBank('1116', 'bank_account_failed'),
};
