import * as z from 'zod/mini';

/** Error codes shared by server and web: the `code` of every API error body. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'BUSINESS_RULE',
  'TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error shape of the API: `{ code, message, details? }`. */
export const apiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.optional(
    z
      .array(z.object({ path: z.string(), message: z.string() }))
      .check(z.describe('Per-field problems, for validation errors')),
  ),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
