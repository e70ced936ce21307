import * as z from 'zod/mini';

/** The largest whole number a request may carry where a 32-bit column keeps it (versions, prices, seconds). */
export const MAX_INT32 = 2_147_483_647;

/**
 * A whole number a 32-bit column holds. A field's business range (a price, a cap, a duration) is checked on
 * top with its own message; this bound keeps a value no row could hold from reaching the database.
 */
export const int32 = (message: string, rangeMessage = `must be at most ${MAX_INT32} either way`) =>
  z.int({ error: message }).check(z.minimum(-MAX_INT32, rangeMessage), z.maximum(MAX_INT32, rangeMessage));

const versionMessage = `must be the version you read: a whole number from 0 to ${MAX_INT32}`;

/** The version an editor read (optimistic concurrency): a stale one answers 409, one no row can have 400. */
export const recordVersion = () =>
  z.int({ error: versionMessage }).check(z.minimum(0, versionMessage), z.maximum(MAX_INT32, versionMessage));
