import { z } from 'zod';
import { cognitoClientId, cognitoName, cognitoParameters } from '../wire/constraints';
import type { IdentityContext } from '../domain/identity-context';
import { signInWithPassword, startPasscode, startPasskeySignIn, type SignInStep } from '../domain/sign-in';
import { startSsoTicketChallenge } from '../domain/sso-tickets';
import { refreshTokens } from '../domain/tokens';
import { findUserById, findUserByUsername } from '../domain/users';
import { cognitoErrors } from '../wire/cognito-error';
import { openChallengeSession } from '../domain/challenge-sessions';

export const initiateAuthInput = z.looseObject({
  AuthFlow: cognitoName(),
  ClientId: cognitoClientId(),
  AuthParameters: cognitoParameters(),
});

const required = (parameters: Record<string, string>, name: string) => {
  const value = parameters[name];
  if (!value) throw cognitoErrors.invalidParameter(`Missing required parameter ${name}`);
  return value;
};

/** InitiateAuth: password, passwordless (USER_AUTH), custom (passcode or SSO ticket) and refresh flows. */
export async function initiateAuth(
  ctx: IdentityContext,
  input: z.infer<typeof initiateAuthInput>,
): Promise<SignInStep> {
  const parameters = input.AuthParameters;
  switch (input.AuthFlow) {
    case 'USER_PASSWORD_AUTH':
      return signInWithPassword(ctx, required(parameters, 'USERNAME'), required(parameters, 'PASSWORD'));
    case 'USER_AUTH':
      return userAuth(ctx, required(parameters, 'USERNAME'), parameters);
    case 'CUSTOM_AUTH':
      return customAuth(ctx, required(parameters, 'USERNAME'));
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return {
        AuthenticationResult: await refreshTokens(
          ctx.db,
          ctx.tokens,
          required(parameters, 'REFRESH_TOKEN'),
          ctx.clock.now(),
          (id) => findUserById(ctx.db, id),
        ),
      };
    default:
      throw cognitoErrors.invalidParameter(`Auth flow ${input.AuthFlow} is not enabled for this client.`);
  }
}

/** USER_AUTH: the preferred first factor, or SELECT_CHALLENGE to let the user choose one. */
async function userAuth(
  ctx: IdentityContext,
  username: string,
  parameters: Record<string, string>,
): Promise<SignInStep> {
  const preferred = parameters.PREFERRED_CHALLENGE;
  if (preferred === 'PASSWORD') return signInWithPassword(ctx, username, required(parameters, 'PASSWORD'));
  if (preferred === 'EMAIL_OTP' || preferred === 'SMS_OTP') return startPasscode(ctx, username, preferred);
  if (preferred === 'WEB_AUTHN') return startPasskeySignIn(ctx, username);
  if (preferred) throw cognitoErrors.invalidParameter(`Preferred challenge ${preferred} is not available.`);
  const user = await findUserByUsername(ctx.db, username);
  const session = await openChallengeSession(ctx.db, {
    userId: user?.id ?? null,
    username,
    challenge: 'SELECT_CHALLENGE',
    now: ctx.clock.now(),
  });
  return {
    ChallengeName: 'SELECT_CHALLENGE',
    Session: session,
    ChallengeParameters: {},
    // Everyone is offered the same choices, known or not, with a phone or without (a passcode then never
    // arrives, as for an unknown email): no user enumeration.
    AvailableChallenges: ctx.config.smsSignIn ? ['PASSWORD', 'EMAIL_OTP', 'SMS_OTP'] : ['PASSWORD', 'EMAIL_OTP'],
  };
}

/** CUSTOM_AUTH: an employee finishing a directory sign-in answers with their ticket; anyone else with an emailed passcode. */
async function customAuth(ctx: IdentityContext, username: string): Promise<SignInStep> {
  const user = await findUserByUsername(ctx.db, username);
  if (user?.status === 'EXTERNAL_PROVIDER') return startSsoTicketChallenge(ctx, user);
  return startPasscode(ctx, username, 'EMAIL_OTP', 'CUSTOM_CHALLENGE');
}
