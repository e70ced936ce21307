import * as z from 'zod/mini';

/** One of the person's sign-ins that still works: a browser or app on a device (Profile > Sign-in & security). */
export const signInSessionSchema = z.object({
  id: z.string(),
  device: z.string().check(z.describe('The browser and system, e.g. "Chrome on macOS"')),
  ipAddress: z.nullable(z.string()),
  startedAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean().check(z.describe('The sign-in this request was made with')),
});
export type SignInSession = z.infer<typeof signInSessionSchema>;

export const signInSessionsSchema = z.object({ items: z.array(signInSessionSchema) });

export const signInSessionParamsSchema = z.object({ sessionId: z.uuid('is not a sign-in id') });

/**
 * The person's recovery codes: how many are left, and the codes themselves only in the answer that made them
 * (they are kept hashed). Each answers the authenticator app's challenge once, for a phone lost.
 */
export const recoveryCodesSchema = z.object({
  left: z.number(),
  codes: z.optional(z.array(z.string()).check(z.describe('Shown once: the server keeps only their hashes'))),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
