// zod/mini like every API schema (docs/decisions/0007). Apart from listings.ts so that a screen which only reads
// listings does not load the rules (and the phone library) of the listing forms.
import * as z from 'zod/mini';
import { recordVersion } from './integers';
import { CUSTOMER_LISTING_STATUSES, LISTING_STATUSES } from './listings';
import { MESSAGES } from './messages';
import { distinctList } from './multi-value';
import { usPhone } from './phone';
import { SERVICE_CATEGORIES } from './service-categories';
import { TEXT_LIMITS, multiLineText, singleLineText, textProblem } from './text';
import { weeklyScheduleSchema } from './weekly-schedule';
import { usStateCode, zipCode, zipCodeList } from './zip-codes';

const required = { required: MESSAGES.fieldRequired };

// Spaces and invisible characters (zero-width, bidi) make an address read differently from where it goes.
const HIDDEN_IN_URL = /[\s\u200B-\u200D\u2060\uFEFF]/;
// A user name or password before the host ("https://user:pass@host") hides where the link goes.
const hasCredentials = (value: string) => /^https?:\/\/[^/?#]*@/i.test(value);

const website = () =>
  z.union([
    z.literal(''),
    z
      .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'Enter a web address starting with https://' })
      .check(
        z.maxLength(TEXT_LIMITS.url),
        z.refine(
          (value) => !HIDDEN_IN_URL.test(value) && textProblem(value, 'singleLine') === null,
          'must be a plain web address, without spaces or invisible characters',
        ),
        z.refine((value) => !hasCredentials(value), 'must not carry a user name or password'),
      ),
  ]);

export const listingFields = {
  displayName: singleLineText(TEXT_LIMITS.name, required),
  description: multiLineText(TEXT_LIMITS.description),
  street: singleLineText(TEXT_LIMITS.street, required),
  city: singleLineText(TEXT_LIMITS.city, required),
  state: usStateCode(),
  zipCode: zipCode(),
  phone: usPhone(),
  website: website(),
  hours: weeklyScheduleSchema,
  serviceZipCodes: zipCodeList(),
  categories: distinctList(z.enum(SERVICE_CATEGORIES), SERVICE_CATEGORIES.length).check(
    z.minLength(1, 'Choose at least one category'),
  ),
};

export const listingCreateSchema = z.strictObject({
  ...listingFields,
  status: z.optional(z.enum(CUSTOMER_LISTING_STATUSES)),
});
export type ListingCreate = z.input<typeof listingCreateSchema>;

export const listingUpdateSchema = z.extend(z.partial(z.strictObject(listingFields)), {
  version: recordVersion(),
  status: z.optional(z.enum(LISTING_STATUSES)),
});
export type ListingUpdate = z.input<typeof listingUpdateSchema>;
