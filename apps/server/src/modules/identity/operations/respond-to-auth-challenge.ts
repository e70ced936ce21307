import { z } from 'zod';
import { cognitoClientId, cognitoName, cognitoParameters, cognitoSession } from '../wire/constraints';
import { readChallengeSession, useChallengeSession, type ChallengeSession } from '../domain/challenge-sessions';
import type { IdentityContext } from '../domain/identity-context';
import { hashPassword } from '../domain/passwords';
import {
  completeSignIn,
  signInWithPassword,
  startPasscode,
  startPasskeySignIn,
  verifyPasscode,
  type SignInStep,
} from '../domain/sign-in';
import { passkeyErrors, verifyPasskeySignIn } from '../domain/passkeys';
import { parseSignInCredential } from './passkey-operations';
import { redeemSsoTicket } from '../domain/sso-tickets';
import { findUserById, normalizeUsername, takeAuthenticatorStep, updateUser, type IdentityUser } from '../domain/users';
import { CognitoError, cognitoErrors } from '../wire/cognito-error';
import { stepOfCode } from '../domain/authenticator-app';
import { recoveryCodeOf } from '@portal/shared/recovery-code';
import { takeRecoveryCode } from '../domain/recovery-codes';
import { afterFailedPassword, afterGoodPassword, isLocked } from '../domain/lockout';
import { newPasswordProblems } from '../domain/password-screen';

export const respondToAuthChallengeInput = z.looseObject({
  ChallengeName: cognitoName(),
  ClientId: cognitoClientId(),
  Session: cognitoSession().optional(),
  ChallengeResponses: cognitoParameters(),
});

/** RespondToAuthChallenge: the second step of every challenge InitiateAuth can open. */
export async function respondToAuthChallenge(
  ctx: IdentityContext,
  input: z.infer<typeof respondToAuthChallengeInput>,
): Promise<SignInStep> {
  if (!input.Session) throw cognitoErrors.invalidParameter('Missing required parameter Session');
  const now = ctx.clock.now();
  const session = await readChallengeSession(ctx.db, input.Session, now);
  const responses = input.ChallengeResponses;
  // MFA_SETUP is answered with the session VerifySoftwareToken handed back, which says the app's code checked.
  const expected = input.ChallengeName === 'MFA_SETUP' ? 'MFA_SETUP_VERIFIED' : input.ChallengeName;
  if (session.challenge !== expected)
    throw cognitoErrors.invalidParameter(`Invalid challenge response for ${input.ChallengeName}.`);
  if (responses.USERNAME && normalizeUsername(responses.USERNAME) !== session.username)
    throw cognitoErrors.sessionExpired();

  switch (input.ChallengeName) {
    case 'NEW_PASSWORD_REQUIRED':
      return setFirstPassword(ctx, session, answer(responses, 'NEW_PASSWORD'));
    case 'EMAIL_OTP':
      return finishPasscode(ctx, session, answer(responses, 'EMAIL_OTP_CODE'));
    case 'SMS_OTP':
      return finishPasscode(ctx, session, answer(responses, 'SMS_OTP_CODE'));
    case 'CUSTOM_CHALLENGE':
      return answerCustomChallenge(ctx, session, answer(responses, 'ANSWER'));
    case 'SELECT_CHALLENGE':
      return selectChallenge(ctx, session, answer(responses, 'ANSWER'), responses.PASSWORD);
    case 'SOFTWARE_TOKEN_MFA':
      return answerAuthenticatorCode(ctx, session, answer(responses, 'SOFTWARE_TOKEN_MFA_CODE'));
    case 'WEB_AUTHN':
      return answerPasskey(ctx, session, answer(responses, 'CREDENTIAL'));
    case 'MFA_SETUP':
      return finishAuthenticatorSetUp(ctx, session);
    default:
      throw cognitoErrors.invalidParameter(`Unsupported challenge ${input.ChallengeName}.`);
  }
}

function answer(responses: Record<string, string>, name: string): string {
  const value = responses[name];
  if (value === undefined || value === '') throw cognitoErrors.invalidParameter(`Missing required parameter ${name}`);
  return value;
}

async function setFirstPassword(
  ctx: IdentityContext,
  session: ChallengeSession,
  newPassword: string,
): Promise<SignInStep> {
  const user = session.userId ? await findUserById(ctx.db, session.userId) : undefined;
  if (!user) throw cognitoErrors.sessionExpired();
  // A password refused does not use up the session: the person tries another on the same screen.
  const problems = await newPasswordProblems(newPassword, user);
  if (problems.length > 0) throw cognitoErrors.invalidPassword(problems);
  await useChallengeSession(ctx.db, session, ctx.clock.now());
  const changes = {
    passwordHash: await hashPassword(newPassword),
    status: 'CONFIRMED' as const,
    temporaryPasswordExpiresAt: null,
    emailVerified: true,
  };
  await updateUser(ctx.db, user.id, changes);
  return completeSignIn(ctx, { ...user, ...changes });
}

async function finishPasscode(ctx: IdentityContext, session: ChallengeSession, code: string): Promise<SignInStep> {
  const user = await verifyPasscode(ctx, session.userId, code);
  await useChallengeSession(ctx.db, session, ctx.clock.now());
  return completeSignIn(ctx, user);
}

async function answerCustomChallenge(
  ctx: IdentityContext,
  session: ChallengeSession,
  value: string,
): Promise<SignInStep> {
  const user = session.userId ? await findUserById(ctx.db, session.userId) : undefined;
  if (user?.status === 'EXTERNAL_PROVIDER') {
    await redeemSsoTicket(ctx, user.id, value);
    await useChallengeSession(ctx.db, session, ctx.clock.now());
    return completeSignIn(ctx, user);
  }
  return finishPasscode(ctx, session, value);
}

/**
 * The authenticator app's code, after the password, or one of the person's recovery codes in its place (a
 * phone lost): a wrong (or already used) code counts toward the lockout as a wrong password does, and leaves
 * the session for another try. A recovery code used is mailed, with how many are left.
 */
async function answerAuthenticatorCode(
  ctx: IdentityContext,
  session: ChallengeSession,
  code: string,
): Promise<SignInStep> {
  const user = session.userId ? await findUserById(ctx.db, session.userId) : undefined;
  if (!user?.totpSecret) throw cognitoErrors.sessionExpired();
  const now = ctx.clock.now();
  if (isLocked(user, now)) throw cognitoErrors.passwordAttemptsExceeded();
  const recoveryCode = recoveryCodeOf(code);
  if (recoveryCode) {
    const left = await takeRecoveryCode(ctx.db, user.id, recoveryCode);
    if (left !== null) {
      await useChallengeSession(ctx.db, session, now);
      await updateUser(ctx.db, user.id, afterGoodPassword);
      await tellOfRecoveryCode(ctx, user, left);
      return completeSignIn(ctx, user, { secondStepDone: true });
    }
  }
  const step = recoveryCode ? null : stepOfCode(user.totpSecret, code, now);
  // Taken in one statement: the same code sent twice at once signs in once.
  if (step === null || !(await takeAuthenticatorStep(ctx.db, user.id, step))) {
    await updateUser(ctx.db, user.id, afterFailedPassword(user, now));
    throw new CognitoError('CodeMismatchException', 'Invalid code received for user');
  }
  await useChallengeSession(ctx.db, session, now);
  await updateUser(ctx.db, user.id, afterGoodPassword);
  return completeSignIn(ctx, user, { secondStepDone: true });
}

/**
 * A passkey's answer: it proves the person holds the device, and the device checked them (a fingerprint, a PIN),
 * so it is both steps at once. A session is spent only by a good answer; a bad one leaves it for another try.
 */
async function answerPasskey(ctx: IdentityContext, session: ChallengeSession, credential: string): Promise<SignInStep> {
  const response = parseSignInCredential(credential);
  const user = session.userId ? await findUserById(ctx.db, session.userId) : undefined;
  const now = ctx.clock.now();
  if (!user || !session.webauthnChallenge) throw passkeyErrors.signInFailed();
  if (!user.enabled) throw cognitoErrors.userDisabled();
  if (isLocked(user, now)) throw cognitoErrors.passwordAttemptsExceeded();
  await verifyPasskeySignIn(ctx, user.id, session.webauthnChallenge, response);
  await useChallengeSession(ctx.db, session, now);
  return completeSignIn(ctx, user, { secondStepDone: true });
}

/** The app was set up and its first code verified in this sign-in (VerifySoftwareToken with its Session). */
async function finishAuthenticatorSetUp(ctx: IdentityContext, session: ChallengeSession): Promise<SignInStep> {
  const user = session.userId ? await findUserById(ctx.db, session.userId) : undefined;
  if (!user?.totpEnabled) throw cognitoErrors.sessionExpired();
  await useChallengeSession(ctx.db, session, ctx.clock.now());
  await updateUser(ctx.db, user.id, afterGoodPassword);
  return completeSignIn(ctx, user, { secondStepDone: true });
}

async function tellOfRecoveryCode(ctx: IdentityContext, user: IdentityUser, left: number) {
  await ctx.messages.send({
    channel: 'email',
    to: user.email,
    subject: 'A recovery code was used to sign in',
    text: `Hello ${user.name || user.email},\n\nOne of your recovery codes was just used to sign in to the Advertiser Portal instead of your authenticator app. ${left} of them ${left === 1 ? 'is' : 'are'} left; make new ones under Profile > Two-step sign-in.\n\nIf this was not you, change your password now and sign out everywhere else.`,
  });
}

async function selectChallenge(
  ctx: IdentityContext,
  session: ChallengeSession,
  choice: string,
  password: string | undefined,
): Promise<SignInStep> {
  await useChallengeSession(ctx.db, session, ctx.clock.now());
  if (choice === 'PASSWORD' || choice === 'PASSWORD_SRP') {
    if (!password) throw cognitoErrors.invalidParameter('Missing required parameter PASSWORD');
    return signInWithPassword(ctx, session.username, password);
  }
  if (choice === 'EMAIL_OTP' || choice === 'SMS_OTP') return startPasscode(ctx, session.username, choice);
  if (choice === 'WEB_AUTHN') return startPasskeySignIn(ctx, session.username);
  throw cognitoErrors.invalidParameter(`Challenge ${choice} is not available.`);
}
