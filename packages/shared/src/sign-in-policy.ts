import { z } from 'zod';

/** An account's sign-in policy: whether its members must sign in with two steps to open it. */
export const signInPolicySchema = z.object({
  requireTwoStep: z.boolean(),
  /** Members who have neither the authenticator app on nor a passkey: asked to set one up at their next sign-in. */
  membersWithoutTwoStep: z.number().int().min(0),
});
export type SignInPolicy = z.infer<typeof signInPolicySchema>;

export const signInPolicyUpdateSchema = z.strictObject({ requireTwoStep: z.boolean() });
export type SignInPolicyUpdate = z.infer<typeof signInPolicyUpdateSchema>;
