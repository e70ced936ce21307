import * as z from 'zod/mini';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
});
