import { describe, expect, it } from 'vitest';
import {
  confirmRegistrationSchema,
  createNewPasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  passcodeRequestSchema,
  passcodeSchema,
} from './auth-forms';
import { passwordPolicyProblems } from './password-policy';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('signed-out form schemas', () => {
  it('login: username and password are required', () => {
    expect(messages(loginSchema.safeParse({ username: ' ', password: '' }))).toEqual({
      username: 'This field is required',
      password: 'This field is required',
    });
  });

  it('every username must be an email; an empty one still gets only the specification message', () => {
    const cases = [
      [loginSchema, { password: 'x' }, 'This field is required'],
      [forgotPasswordSchema, {}, 'This field is required'],
      [
        newPasswordSchema,
        { password: 'x', newPassword: 'Str0ng-Pass', confirmPassword: 'Str0ng-Pass' },
        'This field is required',
      ],
      [confirmRegistrationSchema, { verificationCode: '123456' }, 'Please enter your username'],
      [passcodeRequestSchema, { channel: 'EMAIL_OTP' }, 'This field is required'],
    ] as const;
    for (const [schema, rest, requiredMessage] of cases) {
      expect(messages(schema.safeParse({ ...rest, username: '  ' }))).toEqual({ username: requiredMessage });
      expect(messages(schema.safeParse({ ...rest, username: 'not-an-email' }))).toEqual({
        username: 'Please enter a valid email address',
      });
      expect(schema.safeParse({ ...rest, username: ' owner@demo.test ' }).success).toBe(true);
    }
  });

  it('create new password: the specification messages, the policy and the match', () => {
    expect(
      messages(createNewPasswordSchema.safeParse({ verificationCode: '', password: '', confirmPassword: '' })),
    ).toEqual({
      verificationCode: 'Please enter verification code',
      password: 'Please enter your password',
      confirmPassword: 'Please retype your password.',
    });
    expect(
      messages(
        createNewPasswordSchema.safeParse({
          verificationCode: '123456',
          password: 'Str0ng-Pass',
          confirmPassword: 'Str0ng-Pasz',
        }),
      ),
    ).toEqual({
      confirmPassword: 'Your passwords do not match',
    });
    expect(
      messages(
        createNewPasswordSchema.safeParse({ verificationCode: '123456', password: 'weak', confirmPassword: 'weak' }),
      ),
    ).toEqual({
      password: 'Password not long enough',
    });
  });

  it('new password: every field required, the confirmation must match', () => {
    expect(
      Object.keys(
        messages(newPasswordSchema.safeParse({ username: '', password: '', newPassword: '', confirmPassword: '' })),
      ),
    ).toEqual(['username', 'password', 'newPassword', 'confirmPassword']);
    expect(
      messages(
        newPasswordSchema.safeParse({
          username: 'a@b.c',
          password: 'x',
          newPassword: 'Str0ng-Pass',
          confirmPassword: 'other',
        }),
      ),
    ).toEqual({
      confirmPassword: 'Your passwords do not match',
    });
  });

  it('confirm registration and passcode', () => {
    expect(messages(confirmRegistrationSchema.safeParse({ username: '', verificationCode: '' }))).toEqual({
      username: 'Please enter your username',
      verificationCode: 'Please enter verification code',
    });
    expect(messages(passcodeSchema.safeParse({ passcode: '' }))).toEqual({ passcode: 'This field is required' });
  });
});

describe('password policy', () => {
  it.each([
    ['Sh0rt!', 'Password not long enough'],
    ['ALLUPPER123!', 'Password must have lowercase characters'],
    ['alllower123!', 'Password must have uppercase characters'],
    ['NoDigitsHere!', 'Password must have numeric characters'],
    ['NoSymbol1234', 'Password must have symbol characters'],
  ])('%s: %s', (password, problem) => {
    expect(passwordPolicyProblems(password)).toEqual([problem]);
  });

  it('accepts a password with every kind of character', () => {
    expect(passwordPolicyProblems('Demo-Passw0rd!')).toEqual([]);
  });
});
