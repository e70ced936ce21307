// zod/mini, like auth-forms.ts: the web's forms import these, and one classic-zod schema anywhere in the
// web app makes every screen's first load carry all of zod's core (docs/decisions/0007).
import * as z from 'zod/mini';
import { MESSAGES } from './messages';
import { TIME_ZONES } from './time-zones';
import { PHONE_COUNTRY_PREFIX } from './limits';

/** Request bodies that are also forms: the web validates them as it submits, the server again on arrival. */

const TIME_ZONE_CODES = TIME_ZONES.map((zone) => zone.abbreviation) as [string, ...string[]];

/** Phone numbers get the +1 country prefix unless they already start with it (specification section 5). */
export const withPhonePrefix = (phone: string) => {
  const trimmed = phone.trim();
  return trimmed.startsWith(PHONE_COUNTRY_PREFIX) ? trimmed : `${PHONE_COUNTRY_PREFIX}${trimmed.replace(/^\+/, '')}`;
};

const PHONE_PATTERN = /^\+?[\d\s().-]{7,20}$/;
const trimmedText = (maxLength: number) => z.string().check(z.trim(), z.minLength(1, MESSAGES.fieldRequired), z.maxLength(maxLength));
const phoneNumber = () => z.pipe(z.string().check(z.trim(), z.regex(PHONE_PATTERN, 'Enter a valid phone number')), z.transform(withPhonePrefix));

export const accountUpdateSchema = z.strictObject({
  Name: z.string().check(z.trim(), z.minLength(1, MESSAGES.fieldRequired)),
  Business_Formal_Name__c: trimmedText(255),
  Email: z.optional(z.union([z.literal(''), z.email('Enter a valid email address')])),
  Phone: z.optional(phoneNumber()),
  Time_Zone__c: z.optional(z.enum(TIME_ZONE_CODES, { error: `Choose one of: ${TIME_ZONE_CODES.join(', ')}` })),
});
export type AccountUpdate = z.input<typeof accountUpdateSchema>;

export const contactUsRequestSchema = z.strictObject({
  subject: trimmedText(200),
  message: trimmedText(5000),
  accountId: z.optional(z.uuid()),
});
export type ContactUsRequest = z.input<typeof contactUsRequestSchema>;

export const profileUpdateSchema = z.strictObject({
  name: trimmedText(200),
  phone: z.optional(z.union([z.literal(''), phoneNumber()])),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
