import { Metadata, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import * as z from 'zod/mini';
import { PHONE_COUNTRY_PREFIX } from './limits';
import { US_PHONE_METADATA } from './phone-metadata-us';

export const PHONE_MESSAGES = {
  notUs: 'Enter a US phone number with area code, e.g. (512) 555-0199',
} as const;

const MAX_TYPED_LENGTH = 30;

/**
 * A typed phone number as E.164 (+1 and 10 digits), or null when it is not a valid US number.
 * Whatever people type ("(512) 555-0199", "512.555.0199", "+1 512 555 0199") comes out as +15125550199,
 * which keeps the specification's rule: a phone gets the +1 prefix unless it already has it.
 */
export function toUsPhone(typed: string): string | null {
  if (typed.length > MAX_TYPED_LENGTH) return null;
  const e164 = E164_US.exec(typed);
  if (e164) return isValidUsNationalNumber(e164[1]!) ? typed : null;
  const known = recentPhones.get(typed);
  if (known !== undefined) return known;
  const parsed = parsePhoneNumberFromString(typed, 'US', US_PHONE_METADATA);
  const phone =
    !parsed || `+${parsed.countryCallingCode}` !== PHONE_COUNTRY_PREFIX || parsed.ext || !parsed.isValid()
      ? null
      : parsed.number;
  if (recentPhones.size >= RECENT_PHONES_LIMIT) recentPhones.clear();
  recentPhones.set(typed, phone);
  return phone;
}

// Parsing is the costly part of checking a batch of calls (a check and a transform per field, and the
// caller is often the consumer, the tracking number the campaign's): recent answers are remembered.
const recentPhones = new Map<string, string | null>();
const RECENT_PHONES_LIMIT = 10_000;

/**
 * Already E.164 (what machines post, e.g. ingestion's callers): only the validity check is left, and that is
 * the part worth doing without the library's parse, which compiles each type's pattern on every call.
 */
const E164_US = /^\+1(\d{10})$/;

// The types getNumberType tries (FIXED_LINE first; an empty MOBILE pattern means "same as fixed line").
const PHONE_TYPES = [
  'FIXED_LINE',
  'MOBILE',
  'PREMIUM_RATE',
  'TOLL_FREE',
  'SHARED_COST',
  'VOIP',
  'PERSONAL_NUMBER',
  'PAGER',
  'UAN',
  'VOICEMAIL',
];
interface UntypedMetadata {
  selectNumberingPlan(country: string): void;
  nationalNumberPattern(): string;
  type(type: string): { pattern(): string; possibleLengths(): number[] | undefined } | undefined;
}

/**
 * libphonenumber-js's validity rule for a US national number (getNumberType is not undefined), over the
 * same metadata with its patterns compiled once; phone.test.ts checks it answers as the library does.
 */
const isValidUsNationalNumber = (() => {
  // The Metadata class's type() and nationalNumberPattern() are not in its typings; phone.test.ts fails if
  // an upgrade changes them.
  const metadata = new Metadata(US_PHONE_METADATA) as unknown as UntypedMetadata;
  metadata.selectNumberingPlan('US');
  const entire = (pattern: string) => new RegExp(`^(?:${pattern})$`);
  const national = entire(metadata.nationalNumberPattern());
  const types = PHONE_TYPES.map((type) => metadata.type(type))
    .filter((type) => type !== undefined && type.pattern() !== '')
    .map((type) => ({ pattern: entire(type!.pattern()), lengths: type!.possibleLengths() }));
  return (digits: string) =>
    national.test(digits) &&
    types.some((type) => (!type.lengths || type.lengths.includes(digits.length)) && type.pattern.test(digits));
})();

/**
 * A phone field of a form or request body: refuses what is not a US number, answers E.164. With
 * `allowEmpty`, an empty field stays empty (it clears an optional phone).
 */
export const usPhone = (options: { allowEmpty?: boolean } = {}) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.maxLength(MAX_TYPED_LENGTH, PHONE_MESSAGES.notUs),
      z.refine((value) => (options.allowEmpty && value === '') || toUsPhone(value) !== null, PHONE_MESSAGES.notUs),
    ),
    z.transform((value) => (value === '' ? value : (toUsPhone(value) ?? value))),
  );
