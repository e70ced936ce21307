import { z } from 'zod';
import { newAuthenticatorSecret, stepOfCode } from '../domain/authenticator-app';
import type { IdentityContext } from '../domain/identity-context';
import { findUserById, updateUser } from '../domain/users';
import { hasPasskey } from '../domain/passkeys';
import { TWO_STEP_KEPT } from '../domain/two-step-policy';
import { openChallengeSession, readChallengeSession, useChallengeSession } from '../domain/challenge-sessions';
import { CognitoError, cognitoErrors } from '../wire/cognito-error';
import { cognitoCode, cognitoName, cognitoSession, cognitoToken } from '../wire/constraints';
import { userOfAccessToken } from './token-operations';

// The signed-in person's AccessToken, or the Session of a sign-in that must set the app up first (MFA_SETUP,
// when an account of theirs requires two-step sign-in).
const tokenOrSession = <T extends { AccessToken?: string; Session?: string }>(input: T) =>
  Boolean(input.AccessToken || input.Session);
const NEITHER = { message: 'Member must have AccessToken or Session', path: ['AccessToken'] };

export const associateSoftwareTokenInput = z
  .looseObject({
    AccessToken: cognitoToken().optional(),
    Session: cognitoSession().optional(),
  })
  .refine(tokenOrSession, NEITHER);

/** Whose app is being set up: the token's person, or the person of an open MFA_SETUP sign-in. */
async function settingUp(ctx: IdentityContext, input: { AccessToken?: string; Session?: string }) {
  if (input.AccessToken) return { user: await userOfAccessToken(ctx, input.AccessToken), session: null };
  if (!input.Session) throw cognitoErrors.invalidParameter('Missing required parameter AccessToken');
  const session = await readChallengeSession(ctx.db, input.Session, ctx.clock.now());
  const user = session.challenge === 'MFA_SETUP' && session.userId ? await findUserById(ctx.db, session.userId) : null;
  // An app turned on meanwhile is not replaced through a sign-in that only had the password.
  if (!user || user.totpEnabled) throw cognitoErrors.sessionExpired();
  return { user, session };
}

/**
 * AssociateSoftwareToken: a new authenticator secret for the signed-in person, to put into their app (typed or
 * as a QR code). It replaces one handed out before and not verified; the app in use, if any, keeps working
 * until a code from the new one is verified.
 */
export async function associateSoftwareToken(ctx: IdentityContext, input: z.infer<typeof associateSoftwareTokenInput>) {
  const { user, session } = await settingUp(ctx, input);
  const secret = newAuthenticatorSecret();
  await updateUser(ctx.db, user.id, { totpPendingSecret: secret });
  return { SecretCode: secret, ...(session && { Session: input.Session }) };
}

export const verifySoftwareTokenInput = z
  .looseObject({
    AccessToken: cognitoToken().optional(),
    Session: cognitoSession().optional(),
    UserCode: cognitoCode(),
    FriendlyDeviceName: cognitoName().optional(),
  })
  .refine(tokenOrSession, NEITHER);

const codeMismatch = () => new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');

/** VerifySoftwareToken: a code from the app proves it holds the secret, which then becomes the person's. */
export async function verifySoftwareToken(ctx: IdentityContext, input: z.infer<typeof verifySoftwareTokenInput>) {
  const { user, session } = await settingUp(ctx, input);
  if (!user.totpPendingSecret)
    throw cognitoErrors.invalidParameter('No software token to verify: call AssociateSoftwareToken first.');
  const now = ctx.clock.now();
  const step = stepOfCode(user.totpPendingSecret, input.UserCode, now);
  if (step === null) throw codeMismatch();
  // The setup session is spent first: of two answers at once, only one writes.
  if (session) await useChallengeSession(ctx.db, session, now);
  await updateUser(ctx.db, user.id, {
    totpSecret: user.totpPendingSecret,
    totpPendingSecret: null,
    totpLastStep: step,
    // Set up during a sign-in an account required it for: on at once, as Cognito's MFA_SETUP leaves it.
    ...(session && { totpEnabled: true }),
  });
  if (!session) return { Status: 'SUCCESS' };
  // The session RespondToAuthChallenge MFA_SETUP takes: it says the code was verified.
  const verified = await openChallengeSession(ctx.db, {
    userId: user.id,
    username: user.username,
    challenge: 'MFA_SETUP_VERIFIED',
    now,
  });
  return { Status: 'SUCCESS', Session: verified };
}

export const setUserMfaPreferenceInput = z.looseObject({
  AccessToken: cognitoToken(),
  SoftwareTokenMfaSettings: z
    .looseObject({ Enabled: z.boolean().optional(), PreferredMfa: z.boolean().optional() })
    .optional(),
});

/** SetUserMFAPreference: turns two-step sign-in with the authenticator app on or off. */
export async function setUserMfaPreference(ctx: IdentityContext, input: z.infer<typeof setUserMfaPreferenceInput>) {
  const user = await userOfAccessToken(ctx, input.AccessToken);
  const enabled = input.SoftwareTokenMfaSettings?.Enabled ?? input.SoftwareTokenMfaSettings?.PreferredMfa;
  if (enabled === undefined) return {};
  if (enabled && !user.totpSecret) throw cognitoErrors.invalidParameter('User has not verified software token mfa');
  if (
    !enabled &&
    user.totpEnabled &&
    (await ctx.twoStepRequired(user.username)) &&
    !(await hasPasskey(ctx.db, user.id))
  )
    throw cognitoErrors.invalidParameter(TWO_STEP_KEPT);
  // Off, the recovery codes go with the app: turned on again, it gives new ones.
  await updateUser(ctx.db, user.id, { totpEnabled: enabled, ...(!enabled && { recoveryCodeHashes: [] }) });
  return {};
}
