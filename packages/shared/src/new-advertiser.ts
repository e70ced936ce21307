// zod/mini like every API schema (docs/decisions/0007). Its own file: only the staff's new-advertiser form loads it.
import * as z from 'zod/mini';
import { TIME_ZONE_CODES } from './account-forms';
import { postalAddressSchema, type PostalAddress } from './address';
import { BILLING_MODES } from './billing';
import { MESSAGES } from './messages';
import { usPhone } from './phone';
import { TEXT_LIMITS, singleLineText } from './text';

export type RegisteredAddress = PostalAddress;

const required = { required: MESSAGES.fieldRequired };
const email = () => z.email('Enter a valid email address').check(z.maxLength(TEXT_LIMITS.email));

/**
 * Provider staff open an account for a new advertiser (issue 30): the specification's Account fields, the
 * registered address, how it pays, and its first OWNER, who is invited by email.
 */
export const newAdvertiserSchema = z.strictObject({
  Name: singleLineText(TEXT_LIMITS.name, required),
  Business_Formal_Name__c: singleLineText(TEXT_LIMITS.formalName, required),
  Phone: usPhone(),
  Email_Address__c: email(),
  Time_Zone__c: z.enum(TIME_ZONE_CODES, { error: `Choose one of: ${TIME_ZONE_CODES.join(', ')}` }),
  registeredAddress: postalAddressSchema,
  // Prepaid: funds paid in first; postpaid: a monthly invoice.
  billingMode: z.enum(BILLING_MODES, { error: 'Choose Prepaid or Postpaid' }),
  owner: z.strictObject({
    email: email(),
    name: singleLineText(TEXT_LIMITS.name, required),
  }),
});
export type NewAdvertiser = z.output<typeof newAdvertiserSchema>;
export type NewAdvertiserInput = z.input<typeof newAdvertiserSchema>;
