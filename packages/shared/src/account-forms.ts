// zod/mini, like auth-forms.ts: the web's forms import these, and one classic-zod schema anywhere in the
// web app makes every screen's first load carry all of zod's core (docs/decisions/0007).
import * as z from 'zod/mini';
import { MESSAGES } from './messages';
import { ROLES } from './roles';
import { TIME_ZONES } from './time-zones';
import { usPhone } from './phone';
import { TEXT_LIMITS, multiLineText, singleLineText } from './text';

/** Request bodies that are also forms: the web validates them as it submits, the server again on arrival. */

export const TIME_ZONE_CODES = TIME_ZONES.map((zone) => zone.abbreviation) as [string, ...string[]];

const required = { required: MESSAGES.fieldRequired };

export const accountUpdateSchema = z.strictObject({
  Name: singleLineText(TEXT_LIMITS.name, required),
  Business_Formal_Name__c: singleLineText(TEXT_LIMITS.formalName, required),
  Email: z.optional(
    z.union([z.literal(''), z.email('Enter a valid email address').check(z.maxLength(TEXT_LIMITS.email))]),
  ),
  // Phones arrive as people type them and are stored as +1 and 10 digits (specification section 5: +1 prefix).
  Phone: z.optional(usPhone()),
  Time_Zone__c: z.optional(z.enum(TIME_ZONE_CODES, { error: `Choose one of: ${TIME_ZONE_CODES.join(', ')}` })),
});
export type AccountUpdate = z.input<typeof accountUpdateSchema>;

export const contactUsRequestSchema = z.strictObject({
  // One line: the subject becomes an email's Subject header.
  subject: singleLineText(TEXT_LIMITS.subject, required),
  message: multiLineText(TEXT_LIMITS.message, required),
  accountId: z.optional(z.uuid()),
});
export type ContactUsRequest = z.input<typeof contactUsRequestSchema>;

export const profileUpdateSchema = z.strictObject({
  name: singleLineText(TEXT_LIMITS.name, required),
  phone: z.optional(usPhone({ allowEmpty: true })),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** Bringing a person onto the account's team (Account > Team > Invite). */
export const teamInvitationSchema = z.strictObject({
  email: z.email('Enter a valid email address').check(z.maxLength(TEXT_LIMITS.email)),
  name: singleLineText(TEXT_LIMITS.name, required),
  role: z.enum(ROLES, { error: `Choose one of: ${ROLES.join(', ')}` }),
  phone: z.optional(usPhone({ allowEmpty: true })),
});
export type TeamInvitation = z.input<typeof teamInvitationSchema>;
