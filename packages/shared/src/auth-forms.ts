// zod/mini, the tree-shakable form of zod 4: these schemas load with the sign-in screens, which have a
// first-load budget (docs/decisions/0007-zod-mini-for-first-load-schemas.md).
import * as z from 'zod/mini';
import { MESSAGES } from './messages';
import { passwordPolicyProblems } from './password-policy';
import { recoveryCodeOf } from './recovery-code';

/** Form schemas of the signed-out screens, with the specification's messages (section 5), word for word. */
const required = (message: string = MESSAGES.fieldRequired) => z.string().check(z.trim(), z.minLength(1, message));
const anyRequired = (message: string = MESSAGES.fieldRequired) => z.string().check(z.minLength(1, message));

/** Not in the specification, which names no message for it; worded as its other messages are. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * A username, which is the user's email (specification section 1): required first, with the given message
 * (the check stops there when empty), then it must look like an email. Deliberately loose (something@host.tld):
 * the user pool is the judge of what exists; this only catches a slip like "not-an-email".
 */
const email = (requiredMessage: string = MESSAGES.fieldRequired) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: requiredMessage, abort: true }),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, INVALID_EMAIL_MESSAGE),
    );

/** A new password: required, and within the pool's policy (the server checks it again). */
const newPassword = (requiredMessage: string) =>
  z.string().check(
    z.minLength(1, requiredMessage),
    z.superRefine((value, ctx) => {
      const [problem] = value ? passwordPolicyProblems(value) : [];
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    }),
  );

const passwordsMatch = <Form extends Record<string, unknown>>(
  field: keyof Form & string,
  confirmation: keyof Form & string,
) =>
  z.refine<Form>((form) => form[confirmation] === form[field], {
    path: [confirmation],
    message: MESSAGES.passwordsDoNotMatch,
  });

export const loginSchema = z.object({ username: email(), password: anyRequired() });
export type LoginForm = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ username: email() });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

export const createNewPasswordSchema = z
  .object({
    verificationCode: required(MESSAGES.enterVerificationCode),
    password: newPassword(MESSAGES.enterPassword),
    confirmPassword: anyRequired(MESSAGES.retypePassword),
  })
  .check(passwordsMatch('password', 'confirmPassword'));
export type CreateNewPasswordForm = z.infer<typeof createNewPasswordSchema>;

const newPasswordFields = {
  username: email(),
  newPassword: newPassword(MESSAGES.fieldRequired),
  confirmPassword: anyRequired(),
};
export const newPasswordSchema = z
  // The fields in the screen's order (username, temporary password, new password, confirmation).
  .object({
    username: newPasswordFields.username,
    password: anyRequired(),
    newPassword: newPasswordFields.newPassword,
    confirmPassword: newPasswordFields.confirmPassword,
  })
  .check(passwordsMatch('newPassword', 'confirmPassword'));
export type NewPasswordForm = z.infer<typeof newPasswordSchema>;
/**
 * The same, reached from a sign-in that holds the temporary password's challenge (/login, a passcode): the
 * temporary password was given there and is not asked again.
 */
export const challengedNewPasswordSchema = z
  .object(newPasswordFields)
  .check(passwordsMatch('newPassword', 'confirmPassword'));
export type ChallengedNewPasswordForm = z.infer<typeof challengedNewPasswordSchema>;

export const confirmRegistrationSchema = z.object({
  username: email(MESSAGES.enterYourUsername),
  verificationCode: required(MESSAGES.enterVerificationCode),
});
export type ConfirmRegistrationForm = z.infer<typeof confirmRegistrationSchema>;

export const passcodeRequestSchema = z.object({ username: email(), channel: z.enum(['EMAIL_OTP', 'SMS_OTP']) });
export type PasscodeRequestForm = z.infer<typeof passcodeRequestSchema>;

export const passcodeSchema = z.object({ passcode: required() });
export type PasscodeForm = z.infer<typeof passcodeSchema>;

/** The authenticator app's code: six digits, spaces allowed as apps show them ("123 456"). */
const APP_CODE = /^\d{3} ?\d{3}$/;

export const authenticatorCodeSchema = z.object({
  code: z.string().check(z.trim(), z.regex(APP_CODE, 'Enter the 6-digit code your authenticator app shows')),
});
export type AuthenticatorCodeForm = z.input<typeof authenticatorCodeSchema>;

/** The code texted to verify a phone number. */
export const phoneCodeSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code we texted you')),
});
export type PhoneCodeForm = z.input<typeof phoneCodeSchema>;

/** The second step of a sign-in: the app's code, or one of the person's recovery codes in its place. */
export const secondStepCodeSchema = z.object({
  code: z.string().check(
    z.trim(),
    z.refine(
      (code) => APP_CODE.test(code) || recoveryCodeOf(code) !== null,
      'Enter the 6-digit code your authenticator app shows, or one of your recovery codes',
    ),
  ),
});
export type SecondStepCodeForm = z.input<typeof secondStepCodeSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: anyRequired(MESSAGES.enterPassword),
    newPassword: newPassword(MESSAGES.fieldRequired),
    confirmPassword: anyRequired(MESSAGES.retypePassword),
  })
  .check(passwordsMatch('newPassword', 'confirmPassword'));
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;
