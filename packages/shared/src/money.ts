import { MAX_INT32, int32 } from './integers';

/**
 * An amount of money in integer cents (USD): whole numbers only, so no amount is ever rounded; at most
 * $21,474,836.47 either way in a request, each field's business range checked on top.
 */
export const cents = () => int32('must be a whole number of cents', `must be at most ${dollars(MAX_INT32)} either way`);

// Made once, on first use: a formatter costs far more to build than to use, and every money field of every
// schema names its limits with one when its module loads (docs/decisions/0025).
let formatter: Intl.NumberFormat | undefined;
const usd = () => (formatter ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));

/** $1,234.56 from 123456: the one way amounts are written in messages (the web formats with the same rule). */
export const dollars = (amountCents: number): string => usd().format(amountCents / 100);
