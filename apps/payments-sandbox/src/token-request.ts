import { z } from 'zod';
import { accountNumberValid, routingNumberValid } from './bank-checks';
import { cardBrand, cardDigits, expired, luhnValid, parseExpiry } from './card-checks';
import { SandboxError, type FieldErrors } from './sandbox-error';
import { bankBehaviour, bankFingerprint, cardBehaviour, cardFingerprint, type Instrument } from './test-instruments';

/** What the frame posts: the fields as typed. Checked here, so the frame shows the server's one set of rules. */
export const tokenRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('card'),
    number: z.string().max(40),
    expiry: z.string().max(10),
    cvc: z.string().max(10),
  }),
  z.object({
    kind: z.literal('bank'),
    routingNumber: z.string().max(20),
    accountNumber: z.string().max(30),
    accountHolderName: z.string().max(200),
  }),
]);

export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** The instrument a token will stand for, or a 400 naming every field that is wrong, in words for people. */
export function readInstrument(request: TokenRequest, now: Date): Instrument {
  const problems: FieldErrors = [];
  const instrument = request.kind === 'card' ? readCard(request, now, problems) : readBank(request, problems);
  if (problems.length > 0 || !instrument)
    throw new SandboxError(400, 'invalid_fields', 'Some of the details are not valid.', problems);
  return instrument;
}

function readCard(
  request: Extract<TokenRequest, { kind: 'card' }>,
  now: Date,
  problems: FieldErrors,
): Instrument | null {
  const digits = cardDigits(request.number);
  const brand = cardBrand(digits);
  if (!digits) problems.push({ field: 'number', message: 'Enter the card number.' });
  else if (!/^\d{13,19}$/.test(digits))
    problems.push({ field: 'number', message: 'Enter the card number in full: 13 to 19 digits.' });
  else if (!luhnValid(digits))
    problems.push({ field: 'number', message: 'This card number is not valid. Check it for a mistyped digit.' });

  const expiry = parseExpiry(request.expiry);
  if (!expiry) problems.push({ field: 'expiry', message: 'Enter the expiry date as MM/YY, for example 04/29.' });
  else if (expired(expiry, now)) problems.push({ field: 'expiry', message: 'This card has expired.' });

  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(request.cvc.trim()))
    problems.push({ field: 'cvc', message: `Enter the ${cvcLength}-digit security code.` });

  if (problems.length > 0 || !expiry) return null;
  return {
    kind: 'CARD',
    brand,
    last4: digits.slice(-4),
    expMonth: expiry.month,
    expYear: expiry.year,
    behaviour: cardBehaviour(digits),
    fingerprint: cardFingerprint(digits),
  };
}

function readBank(request: Extract<TokenRequest, { kind: 'bank' }>, problems: FieldErrors): Instrument | null {
  const routingNumber = request.routingNumber.replace(/\s/g, '');
  const accountNumber = request.accountNumber.replace(/\s/g, '');
  if (!/^\d{9}$/.test(routingNumber))
    problems.push({ field: 'routingNumber', message: 'Enter the 9-digit routing number.' });
  else if (!routingNumberValid(routingNumber))
    problems.push({
      field: 'routingNumber',
      message: 'This routing number is not valid. Check it for a mistyped digit.',
    });
  if (!accountNumberValid(accountNumber))
    problems.push({ field: 'accountNumber', message: 'Enter the account number: 4 to 17 digits.' });
  if (!request.accountHolderName.trim())
    problems.push({ field: 'accountHolderName', message: 'Enter the name on the account.' });

  if (problems.length > 0) return null;
  return {
    kind: 'BANK',
    brand: null,
    last4: accountNumber.slice(-4),
    expMonth: null,
    expYear: null,
    behaviour: bankBehaviour(routingNumber, accountNumber),
    fingerprint: bankFingerprint(routingNumber, accountNumber),
  };
}
