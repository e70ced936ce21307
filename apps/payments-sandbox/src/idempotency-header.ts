import { z } from 'zod';

/** Money-moving calls carry the caller's key for the operation; a retry with it gets the first answer. */
export const idempotencyHeaderSchema = z.object({ 'idempotency-key': z.string().min(1).max(255) });
