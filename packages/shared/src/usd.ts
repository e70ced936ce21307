import { CURRENCY } from './limits';

// Made once, on first use, and shared by every caller (the web's amounts and the schemas' messages alike):
// a formatter costs far more to build than to use, 15 ms or so the first time a page builds one
// (docs/decisions/0025, 0031).
let formatter: Intl.NumberFormat | undefined;
const usd = () => (formatter ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY }));

/** $1,234.56 from 123456: the one way amounts are written, in messages and on screen. No zod here. */
export const dollars = (amountCents: number): string => usd().format(amountCents / 100);
