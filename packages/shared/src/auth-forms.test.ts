import { describe, expect, it } from 'vitest';
import {
  challengedNewPasswordSchema,
  confirmRegistrationSchema,
  createNewPasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  passcodeRequestSchema,
  passcodeSchema,
  secondStepCodeSchema,
} from './auth-forms';
import { passwordPolicyProblems } from './password-policy';
import { recoveryCodeOf } from './recovery-code';

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

describe('the second step of a sign-in', () => {
  const problem = (code: string) => {
    const result = secondStepCodeSchema.safeParse({ code });
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('takes an app code (spaced as apps show it) or a recovery code (any case, dash or space)', () => {
    for (const code of ['123456', '123 456', ' 654321 ', 'k7mq2-xv9pd', 'K7MQ2 XV9PD', 'k7mq2xv9pd'])
      expect(problem(code)).toBeNull();
  });

  it('refuses anything else, saying both are welcome', () => {
    for (const code of ['', '12345', '1234567', 'k7mq2-xv9p', 'k7mq2-xv9p0', 'k7mq2-xv9pl'])
      expect(problem(code)).toBe('Enter the 6-digit code your authenticator app shows, or one of your recovery codes');
  });
});

describe('recovery codes as typed', () => {
  it('are read in the one form they are kept in, or not at all', () => {
    expect(recoveryCodeOf(' K7MQ2-XV9PD ')).toBe('k7mq2xv9pd');
    expect(recoveryCodeOf('123456')).toBeNull();
    // Look-alikes are not in the alphabet: a code with one was mistyped, not issued.
    expect(recoveryCodeOf('k7mq2-xv9p0')).toBeNull();
  });
});

describe('challengedNewPasswordSchema', () => {
  it('asks for no temporary password, and still for a new one that matches its confirmation', () => {
    const chosen = {
      username: 'new@example.test',
      newPassword: 'Harbor-Chose-0wn!',
      confirmPassword: 'Harbor-Chose-0wn!',
    };
    expect(challengedNewPasswordSchema.safeParse(chosen).success).toBe(true);
    expect(challengedNewPasswordSchema.safeParse({ ...chosen, confirmPassword: 'Other-0ne!' }).success).toBe(false);
    expect(challengedNewPasswordSchema.safeParse({ ...chosen, newPassword: '', confirmPassword: '' }).success).toBe(
      false,
    );
  });
});
