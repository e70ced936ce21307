import { z } from 'zod';
import { newAuthenticatorSecret, stepOfCode } from '../domain/authenticator-app';
import type { IdentityContext } from '../domain/identity-context';
import { updateUser } from '../domain/users';
import { CognitoError, cognitoErrors } from '../wire/cognito-error';
import { cognitoCode, cognitoName, cognitoSession, cognitoToken } from '../wire/constraints';
import { userOfAccessToken } from './token-operations';

// Cognito also takes a sign-in's Session here (setting the app up during a forced MFA_SETUP); this pool
// asks for the signed-in person's AccessToken, so a request without one is refused before anything is counted.
export const associateSoftwareTokenInput = z.looseObject({
  AccessToken: cognitoToken(),
  Session: cognitoSession().optional(),
});

/**
 * AssociateSoftwareToken: a new authenticator secret for the signed-in person, to put into their app (typed or
 * as a QR code). It replaces one handed out before and not verified; the app in use, if any, keeps working
 * until a code from the new one is verified.
 */
export async function associateSoftwareToken(ctx: IdentityContext, input: z.infer<typeof associateSoftwareTokenInput>) {
  const user = await userOfAccessToken(ctx, input.AccessToken);
  const secret = newAuthenticatorSecret();
  await updateUser(ctx.db, user.id, { totpPendingSecret: secret });
  return { SecretCode: secret };
}

export const verifySoftwareTokenInput = z.looseObject({
  AccessToken: cognitoToken(),
  Session: cognitoSession().optional(),
  UserCode: cognitoCode(),
  FriendlyDeviceName: cognitoName().optional(),
});

const codeMismatch = () => new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');

/** VerifySoftwareToken: a code from the app proves it holds the secret, which then becomes the person's. */
export async function verifySoftwareToken(ctx: IdentityContext, input: z.infer<typeof verifySoftwareTokenInput>) {
  const user = await userOfAccessToken(ctx, input.AccessToken);
  if (!user.totpPendingSecret)
    throw cognitoErrors.invalidParameter('No software token to verify: call AssociateSoftwareToken first.');
  const step = stepOfCode(user.totpPendingSecret, input.UserCode, ctx.clock.now());
  if (step === null) throw codeMismatch();
  await updateUser(ctx.db, user.id, {
    totpSecret: user.totpPendingSecret,
    totpPendingSecret: null,
    totpLastStep: step,
  });
  return { Status: 'SUCCESS' };
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
  // Off, the recovery codes go with the app: turned on again, it gives new ones.
  await updateUser(ctx.db, user.id, { totpEnabled: enabled, ...(!enabled && { recoveryCodeHashes: [] }) });
  return {};
}
