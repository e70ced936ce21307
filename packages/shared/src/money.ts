import * as z from 'zod/mini';

/** An amount of money in integer cents (USD): whole numbers only, so no amount is ever rounded. */
export const cents = () => z.int({ error: 'must be a whole number of cents' });

/** $1,234.56 from 123456: the one way amounts are written in messages (the web formats with the same rule). */
export const dollars = (amountCents: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amountCents / 100);
