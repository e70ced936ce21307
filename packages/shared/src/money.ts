import { int32 } from './integers';

export { dollars } from './usd';

/**
 * MAX_INT32 cents as dollars() writes it. Written out, because every money field of every schema names it
 * when its module loads, and the formatter built for it then cost a phone 60 ms before its first screen
 * (docs/decisions/0031; money.test.ts checks that the two agree).
 */
export const MAX_CENTS_TEXT = '$21,474,836.47';

/**
 * An amount of money in integer cents (USD): whole numbers only, so no amount is ever rounded; at most
 * $21,474,836.47 either way in a request, each field's business range checked on top.
 */
export const cents = () => int32('must be a whole number of cents', `must be at most ${MAX_CENTS_TEXT} either way`);
