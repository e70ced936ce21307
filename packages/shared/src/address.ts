// zod/mini like every API schema (docs/decisions/0007).
import * as z from 'zod/mini';
import { TEXT_LIMITS, singleLineText } from './text';
import { usStateCode, zipCode } from './zip-codes';

/** A US street address: an account's registered address, a billing address. */
export const postalAddressSchema = z.strictObject({
  street: singleLineText(TEXT_LIMITS.street, { required: 'Enter the street address' }),
  city: singleLineText(TEXT_LIMITS.city, { required: 'Enter the city' }),
  state: usStateCode(),
  zipCode: zipCode(),
});
export type PostalAddress = z.output<typeof postalAddressSchema>;
