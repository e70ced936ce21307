import { z } from 'zod';
import { checkCode, issueCode, type CodeCheck } from '../domain/codes';
import { codeMessage } from '../domain/code-messages';
import type { IdentityContext } from '../domain/identity-context';
import { hashPassword } from '../domain/passwords';
import { revokeAllTokens } from '../domain/tokens';
import { findUserByUsername, maskEmail, normalizeUsername, updateUser } from '../domain/users';
import { identityUsers } from '../../../db/schema/index';
import { cognitoErrors } from '../wire/cognito-error';
import { cognitoAttributes, cognitoClientId, cognitoCode, cognitoPassword, cognitoUsername } from '../wire/constraints';
import { newPasswordProblems } from '../domain/password-screen';

const attributeList = cognitoAttributes();

export const signUpInput = z.looseObject({
  ClientId: cognitoClientId(),
  Username: cognitoUsername(),
  Password: cognitoPassword(),
  UserAttributes: attributeList,
});

const codeDelivery = (email: string) => ({
  CodeDeliveryDetails: { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SignUp: a new UNCONFIRMED user, with a confirmation code sent by email. */
export async function signUp(ctx: IdentityContext, input: z.infer<typeof signUpInput>) {
  const username = normalizeUsername(input.Username);
  if (!EMAIL.test(username)) throw cognitoErrors.invalidParameter('Username should be an email.');
  const attribute = (name: string) => input.UserAttributes.find((item) => item.Name === name)?.Value;
  const problems = await newPasswordProblems(input.Password, { email: username, name: attribute('name') ?? '' });
  if (problems.length > 0) throw cognitoErrors.invalidPassword(problems);
  if (await findUserByUsername(ctx.db, username)) throw cognitoErrors.usernameExists();
  const [user] = await ctx.db
    .insert(identityUsers)
    .values({
      username,
      email: username,
      name: attribute('name') ?? '',
      phone: attribute('phone_number') ?? null,
      status: 'UNCONFIRMED',
      passwordHash: await hashPassword(input.Password),
    })
    .onConflictDoNothing()
    .returning();
  if (!user) throw cognitoErrors.usernameExists();
  const code = await issueCode(ctx.db, user.id, 'CONFIRM_SIGN_UP', ctx.clock.now());
  await ctx.messages.send(codeMessage('CONFIRM_SIGN_UP', 'email', user.email, code));
  return { UserConfirmed: false, UserSub: user.id, ...codeDelivery(user.email) };
}

export const confirmSignUpInput = z.looseObject({
  ClientId: cognitoClientId(),
  Username: cognitoUsername(),
  ConfirmationCode: cognitoCode(),
});

export function throwForCode(result: CodeCheck): void {
  if (result === 'expired') throw cognitoErrors.codeExpired();
  if (result === 'attempts-exceeded') throw cognitoErrors.attemptLimit();
  if (result !== 'valid') throw cognitoErrors.codeMismatch();
}

/** ConfirmSignUp: the emailed code makes the user CONFIRMED. */
export async function confirmSignUp(ctx: IdentityContext, input: z.infer<typeof confirmSignUpInput>) {
  const user = await findUserByUsername(ctx.db, input.Username);
  if (!user) throw cognitoErrors.codeMismatch();
  if (user.status !== 'UNCONFIRMED') throw cognitoErrors.alreadyConfirmed();
  throwForCode(await checkCode(ctx.db, user.id, 'CONFIRM_SIGN_UP', input.ConfirmationCode, ctx.clock.now()));
  await updateUser(ctx.db, user.id, { status: 'CONFIRMED', emailVerified: true });
  return {};
}

export const usernameInput = z.looseObject({ ClientId: cognitoClientId(), Username: cognitoUsername() });

/** ResendConfirmationCode: a fresh confirmation code (the old one stops working). */
export async function resendConfirmationCode(ctx: IdentityContext, input: z.infer<typeof usernameInput>) {
  const user = await findUserByUsername(ctx.db, input.Username);
  // Unknown users get the same answer: no user enumeration.
  if (!user) return codeDelivery(normalizeUsername(input.Username));
  if (user.status !== 'UNCONFIRMED') throw cognitoErrors.resendToConfirmed();
  const code = await issueCode(ctx.db, user.id, 'CONFIRM_SIGN_UP', ctx.clock.now());
  await ctx.messages.send(codeMessage('CONFIRM_SIGN_UP', 'email', user.email, code));
  return codeDelivery(user.email);
}

/** ForgotPassword: a reset code by email, valid for an hour. */
export async function forgotPassword(ctx: IdentityContext, input: z.infer<typeof usernameInput>) {
  const user = await findUserByUsername(ctx.db, input.Username);
  if (!user || user.status === 'EXTERNAL_PROVIDER') return codeDelivery(normalizeUsername(input.Username));
  if (!user.enabled) throw cognitoErrors.userDisabled();
  if (user.status === 'UNCONFIRMED') {
    throw cognitoErrors.invalidParameter(
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }
  if (user.status === 'FORCE_CHANGE_PASSWORD') throw cognitoErrors.resetNotAllowed();
  const code = await issueCode(ctx.db, user.id, 'RESET_PASSWORD', ctx.clock.now());
  await ctx.messages.send(codeMessage('RESET_PASSWORD', 'email', user.email, code));
  return codeDelivery(user.email);
}

export const confirmForgotPasswordInput = z.looseObject({
  ClientId: cognitoClientId(),
  Username: cognitoUsername(),
  ConfirmationCode: cognitoCode(),
  Password: cognitoPassword(),
});

/** ConfirmForgotPassword: code and new password; every existing sign-in of the user ends. */
export async function confirmForgotPassword(ctx: IdentityContext, input: z.infer<typeof confirmForgotPasswordInput>) {
  const user = await findUserByUsername(ctx.db, input.Username);
  const problems = await newPasswordProblems(input.Password, user ?? { email: input.Username, name: '' });
  if (problems.length > 0) throw cognitoErrors.invalidPassword(problems);
  if (!user) throw cognitoErrors.codeMismatch();
  const now = ctx.clock.now();
  throwForCode(await checkCode(ctx.db, user.id, 'RESET_PASSWORD', input.ConfirmationCode, now));
  await updateUser(ctx.db, user.id, {
    passwordHash: await hashPassword(input.Password),
    status: 'CONFIRMED',
    emailVerified: true,
    failedPasswordAttempts: 0,
    lockedUntil: null,
  });
  await revokeAllTokens(ctx.db, user.id, now);
  ctx.accessCache.forgetSignIns();
  return {};
}
