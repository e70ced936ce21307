import { z } from 'zod';
import { cognitoClientId, cognitoPassword, cognitoToken } from '../wire/constraints';
import { AccessTokenError } from '../../../http/token-verifier';
import type { IdentityContext } from '../domain/identity-context';
import { afterFailedPassword, afterGoodPassword, isLocked } from '../domain/lockout';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { refreshTokens, revokeAllTokens, revokeRefreshToken } from '../domain/tokens';
import { findUserById, updateUser, userAttributes, type IdentityUser } from '../domain/users';
import { cognitoErrors } from '../wire/cognito-error';
import { newPasswordProblems } from '../domain/password-screen';

/** The user an access token belongs to, or Cognito's NotAuthorized errors. */
export async function userOfAccessToken(ctx: IdentityContext, accessToken: string): Promise<IdentityUser> {
  try {
    const claims = await ctx.verifier.verify(accessToken);
    const user = await findUserById(ctx.db, claims.sub);
    if (!user) throw cognitoErrors.invalidAccessToken();
    if (!user.enabled) throw cognitoErrors.userDisabled();
    return user;
  } catch (error) {
    if (error instanceof AccessTokenError) {
      throw error.reason === 'revoked' ? cognitoErrors.accessTokenRevoked() : cognitoErrors.invalidAccessToken();
    }
    throw error;
  }
}

export const accessTokenInput = z.looseObject({ AccessToken: cognitoToken() });

/** GetUser: the signed-in user's attributes. */
export async function getUser(ctx: IdentityContext, input: z.infer<typeof accessTokenInput>) {
  const user = await userOfAccessToken(ctx, input.AccessToken);
  return {
    Username: user.username,
    UserAttributes: userAttributes(user),
    MFAOptions: [],
    UserMFASettingList: user.totpEnabled ? ['SOFTWARE_TOKEN_MFA'] : [],
    ...(user.totpEnabled && { PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' }),
  };
}

/** GlobalSignOut: every sign-in of the user ends, here and on every other device. */
export async function globalSignOut(ctx: IdentityContext, input: z.infer<typeof accessTokenInput>) {
  const user = await userOfAccessToken(ctx, input.AccessToken);
  await revokeAllTokens(ctx.db, user.id, ctx.clock.now());
  ctx.accessCache.forgetSignIns();
  return {};
}

export const changePasswordInput = z.looseObject({
  AccessToken: cognitoToken(),
  PreviousPassword: cognitoPassword(),
  ProposedPassword: cognitoPassword(),
});

/** ChangePassword: the old password (with lockout), then the new one under the policy. */
export async function changePassword(ctx: IdentityContext, input: z.infer<typeof changePasswordInput>) {
  const user = await userOfAccessToken(ctx, input.AccessToken);
  const now = ctx.clock.now();
  if (isLocked(user, now)) throw cognitoErrors.passwordAttemptsExceeded();
  if (!(await verifyPassword(user.passwordHash, input.PreviousPassword))) {
    await updateUser(ctx.db, user.id, afterFailedPassword(user, now));
    throw cognitoErrors.incorrectCredentials();
  }
  const problems = await newPasswordProblems(input.ProposedPassword, user);
  if (problems.length > 0) throw cognitoErrors.invalidPassword(problems);
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(input.ProposedPassword), ...afterGoodPassword });
  return {};
}

export const revokeTokenInput = z.looseObject({ Token: cognitoToken(), ClientId: cognitoClientId() });

/** RevokeToken: the refresh token and every access token issued from it stop working. */
export async function revokeToken(ctx: IdentityContext, input: z.infer<typeof revokeTokenInput>) {
  if (input.ClientId !== ctx.tokens.clientId) throw cognitoErrors.invalidParameter('Invalid client id.');
  await revokeRefreshToken(ctx.db, input.Token, input.ClientId, ctx.clock.now());
  ctx.accessCache.forgetSignIns();
  return {};
}

export const getTokensFromRefreshTokenInput = z.looseObject({
  RefreshToken: cognitoToken(),
  ClientId: cognitoClientId(),
});

/** GetTokensFromRefreshToken: what current Amplify calls to refresh. */
export async function getTokensFromRefreshToken(
  ctx: IdentityContext,
  input: z.infer<typeof getTokensFromRefreshTokenInput>,
) {
  if (input.ClientId !== ctx.tokens.clientId) throw cognitoErrors.invalidParameter('Invalid client id.');
  return {
    AuthenticationResult: await refreshTokens(ctx.db, ctx.tokens, input.RefreshToken, ctx.clock.now(), (id) =>
      findUserById(ctx.db, id),
    ),
  };
}
