import * as z from 'zod/mini';
import { distinctList } from './multi-value';
import { US_STATE_CODES } from './us-states';

export const ZIP_MESSAGES = {
  invalid: (value: string) => `${value} is not a ZIP code: use 5 digits`,
} as const;

export const ZIP_PATTERN = /^\d{5}$/;

/** A US ZIP code: exactly 5 digits (ZIP+4 is not used for targeting). */
export const zipCode = () => z.string().check(z.trim(), z.regex(ZIP_PATTERN, 'must be 5 digits'));

export const MAX_ZIP_CODES = 500;

/** ZIP codes of a targeting area or a listing's service area: 5 digits each, no repeats. */
export const zipCodeList = () => distinctList(zipCode(), MAX_ZIP_CODES);

const STATE_CODES = US_STATE_CODES as [string, ...string[]];

export const usStateCode = () => z.enum(STATE_CODES, { error: 'must be a two-letter US state code' });

export const usStateList = () => distinctList(usStateCode(), STATE_CODES.length);
