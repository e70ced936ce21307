import { formatDocumentDateTime } from '@portal/shared/human-time';
import type { IdentityContext } from './identity-context';
import { openChallengeSession } from './challenge-sessions';
import { checkCode, issueCode } from './codes';
import { codeMessage } from './code-messages';
import { afterFailedPassword, afterGoodPassword, isLocked } from './lockout';
import { verifyPassword } from './passwords';
import { deviceName, isNewDevice, type Caller } from './sign-in-devices';
import { issueSignInTokens, type AuthenticationResult } from './tokens';
import {
  findUserById,
  findUserByUsername,
  maskEmail,
  maskPhone,
  normalizeUsername,
  updateUser,
  type IdentityUser,
} from './users';
import type { Db } from '../../../db/database';
import { decoyBytes } from './decoys';
import { hasPasskey, passkeySignInOptions } from './passkeys';
import { CognitoError, cognitoErrors } from '../wire/cognito-error';

/** What InitiateAuth and RespondToAuthChallenge answer: tokens, or the next challenge. */
export interface SignInStep {
  AuthenticationResult?: AuthenticationResult;
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters?: Record<string, string>;
  AvailableChallenges?: string[];
}

/** Refuses users who may not sign in at all; returns the user otherwise. */
function assertMaySignIn(user: IdentityUser): IdentityUser {
  if (!user.enabled) throw cognitoErrors.userDisabled();
  if (user.status === 'UNCONFIRMED') throw cognitoErrors.userNotConfirmed();
  if (user.status === 'RESET_REQUIRED') throw cognitoErrors.passwordResetRequired();
  return user;
}

/** After the user proved who they are: tokens, or the new-password challenge for a temporary password. */
export async function completeSignIn(
  ctx: IdentityContext,
  user: IdentityUser,
  options: { secondStepDone?: boolean } = {},
): Promise<SignInStep> {
  // Disabled (or reset) while a challenge was open: no tokens at its end either.
  assertMaySignIn(user);
  const now = ctx.clock.now();
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    if (user.temporaryPasswordExpiresAt && user.temporaryPasswordExpiresAt <= now)
      throw cognitoErrors.temporaryPasswordExpired();
    const session = await openChallengeSession(ctx.db, {
      userId: user.id,
      username: user.username,
      challenge: 'NEW_PASSWORD_REQUIRED',
      now,
    });
    return {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: session,
      ChallengeParameters: {
        USER_ID_FOR_SRP: user.username,
        requiredAttributes: '[]',
        userAttributes: JSON.stringify({
          email: user.email,
          email_verified: String(user.emailVerified),
          name: user.name,
        }),
      },
    };
  }
  // Two-step sign-in with an authenticator app: the code is asked for after the password (or passcode).
  // Employees who sign in through the company directory have its own second step.
  if (user.totpEnabled && user.totpSecret && !options.secondStepDone && user.status !== 'EXTERNAL_PROVIDER') {
    const session = await openChallengeSession(ctx.db, {
      userId: user.id,
      username: user.username,
      challenge: 'SOFTWARE_TOKEN_MFA',
      now,
    });
    return {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: session,
      ChallengeParameters: { USER_ID_FOR_SRP: user.username },
    };
  }
  // An account of the person's requires two-step and this sign-in had none (a password or passcode alone, no
  // app on): the app is set up first (Amplify's CONTINUE_SIGN_IN_WITH_TOTP_SETUP). A passkey is both steps.
  if (!options.secondStepDone && user.status !== 'EXTERNAL_PROVIDER' && (await ctx.twoStepRequired(user.username))) {
    // A passkey holder is not offered a new app on a password alone (whoever has the password would add theirs).
    if (await hasPasskey(ctx.db, user.id))
      throw new CognitoError(
        'NotAuthorizedException',
        'An account you belong to requires two-step sign-in: sign in with your passkey.',
      );
    const session = await openChallengeSession(ctx.db, {
      userId: user.id,
      username: user.username,
      challenge: 'MFA_SETUP',
      now,
    });
    return {
      ChallengeName: 'MFA_SETUP',
      Session: session,
      ChallengeParameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]', USER_ID_FOR_SRP: user.username },
    };
  }
  const caller = ctx.caller ?? { userAgent: null, ip: null };
  const newDevice = await isNewDevice(ctx.db, user.id, caller.userAgent);
  const result = await issueSignInTokens(ctx.db, ctx.tokens, user, now, caller);
  if (newDevice) await tellOfNewDevice(ctx, user, caller, now);
  return { AuthenticationResult: result };
}

/** A sign-in from a device the person has not used before is mailed to them: if it was not them, they act. */
async function tellOfNewDevice(ctx: IdentityContext, user: IdentityUser, caller: Caller, now: Date) {
  const from = caller.ip ? ` (address ${caller.ip})` : '';
  await ctx.messages.send({
    channel: 'email',
    to: user.email,
    subject: `New sign-in from ${deviceName(caller.userAgent)}`,
    text: `Hello ${user.name || user.email},\n\nYour Advertiser Portal account was signed in to from ${deviceName(caller.userAgent)}${from} on ${formatDocumentDateTime(now, 'UTC')}.\n\nIf this was you, there is nothing to do. If not, change your password, then use "Sign out everywhere else" under Profile > Sign-in & security.`,
  });
}

/** USER_PASSWORD_AUTH, and the PASSWORD choice of USER_AUTH. */
export async function signInWithPassword(
  ctx: IdentityContext,
  username: string,
  password: string,
): Promise<SignInStep> {
  const user = await findUserByUsername(ctx.db, username);
  const now = ctx.clock.now();
  if (!user || user.status === 'EXTERNAL_PROVIDER') {
    await verifyPassword(null, password);
    throw cognitoErrors.incorrectCredentials();
  }
  if (!user.enabled) throw cognitoErrors.userDisabled();
  if (isLocked(user, now)) throw cognitoErrors.passwordAttemptsExceeded();
  if (!(await verifyPassword(user.passwordHash, password))) {
    await updateUser(ctx.db, user.id, afterFailedPassword(user, now));
    throw cognitoErrors.incorrectCredentials();
  }
  // With the app on, the count is cleared only once its code is right too: a good password must not hand
  // whoever holds it five more guesses at the code on every sign-in.
  const secondStepNext = user.totpEnabled && user.totpSecret;
  if (!secondStepNext && (user.failedPasswordAttempts > 0 || user.lockedUntil))
    await updateUser(ctx.db, user.id, afterGoodPassword);
  return completeSignIn(ctx, assertMaySignIn(user));
}

export type OtpChannel = 'EMAIL_OTP' | 'SMS_OTP';

/**
 * Sends a sign-in passcode by email or SMS and opens its challenge. An unknown user (or one without a
 * phone, for SMS) gets a challenge that looks the same but can never succeed: no user enumeration.
 */
export async function startPasscode(
  ctx: IdentityContext,
  username: string,
  channel: OtpChannel,
  challengeName: 'EMAIL_OTP' | 'SMS_OTP' | 'CUSTOM_CHALLENGE' = channel,
): Promise<SignInStep> {
  if (channel === 'SMS_OTP' && !ctx.config.smsSignIn) throw smsUnavailable();
  const now = ctx.clock.now();
  const user = await findUserByUsername(ctx.db, username);
  if (user) assertMaySignIn(user);
  // A code goes by text only to a number the person proved is theirs (VerifyUserAttribute).
  const destination = channel === 'EMAIL_OTP' ? user?.email : user?.phoneVerified ? user.phone : null;
  const deliverable = user && user.status !== 'EXTERNAL_PROVIDER' && destination;
  if (deliverable) {
    const code = await issueCode(ctx.db, user.id, 'SIGN_IN', now);
    await ctx.messages.send(codeMessage('SIGN_IN', channel === 'EMAIL_OTP' ? 'email' : 'sms', destination, code));
  }
  const session = await openChallengeSession(ctx.db, {
    userId: deliverable ? user.id : null,
    username: normalizeUsername(username),
    challenge: challengeName,
    now,
  });
  const masked =
    channel === 'EMAIL_OTP'
      ? maskEmail(deliverable ? destination : normalizeUsername(username))
      : maskPhone(deliverable ? destination : await decoyPhone(ctx.db, username));
  return {
    ChallengeName: challengeName,
    Session: session,
    ChallengeParameters: {
      CODE_DELIVERY_DELIVERY_MEDIUM: channel === 'EMAIL_OTP' ? 'EMAIL' : 'SMS',
      CODE_DELIVERY_DESTINATION: masked,
      ...(challengeName === 'CUSTOM_CHALLENGE' && { challenge: 'PASSCODE', email: masked }),
    },
  };
}

/** Production without an SMS provider: said plainly, naming what the operator sets. */
export const smsUnavailable = () =>
  cognitoErrors.invalidParameter(
    'Sign-in by text message is not available on this portal: it has no SMS provider (SMS_PROVIDER_URL). Use a passcode by email or your password.',
  );

/** A stable made-up number to mask for an unknown user (or one without a verified phone), so repeated tries look alike. */
async function decoyPhone(db: Db, username: string): Promise<string> {
  const digits = [...(await decoyBytes(db, 'phone', username))].map((byte) => byte % 10).join('');
  return `+1${digits.slice(0, 10)}`;
}

/** Checks a sign-in passcode; the challenge session stays open for another try until the code is spent. */
export async function verifyPasscode(ctx: IdentityContext, userId: string | null, code: string): Promise<IdentityUser> {
  const now = ctx.clock.now();
  if (!userId) throw cognitoErrors.otpMismatch();
  const result = await checkCode(ctx.db, userId, 'SIGN_IN', code, now);
  if (result === 'expired') throw cognitoErrors.codeExpired();
  if (result === 'attempts-exceeded') throw cognitoErrors.attemptLimit();
  if (result !== 'valid') throw cognitoErrors.otpMismatch();
  const user = await findUserById(ctx.db, userId);
  if (!user) throw cognitoErrors.sessionExpired();
  return assertMaySignIn(user);
}

/**
 * USER_AUTH with a passkey: the WEB_AUTHN challenge, whose options name the person's passkeys. An unknown person
 * gets the same challenge, which no passkey answers: no user enumeration.
 */
export async function startPasskeySignIn(ctx: IdentityContext, username: string): Promise<SignInStep> {
  const user = await findUserByUsername(ctx.db, username);
  if (user) assertMaySignIn(user);
  const known = user && user.status !== 'EXTERNAL_PROVIDER' ? user : undefined;
  const options = await passkeySignInOptions(ctx, username, known);
  const session = await openChallengeSession(ctx.db, {
    userId: known?.id ?? null,
    username: normalizeUsername(username),
    challenge: 'WEB_AUTHN',
    now: ctx.clock.now(),
    webauthnChallenge: options.challenge,
  });
  return {
    ChallengeName: 'WEB_AUTHN',
    Session: session,
    ChallengeParameters: { CREDENTIAL_REQUEST_OPTIONS: JSON.stringify(options) },
  };
}
