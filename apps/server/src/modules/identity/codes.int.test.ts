import {
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { cognitoFailure, useIdentityHarness } from '../../test/identity-harness';
import { manualClock } from '../../test/test-app';
import { TEST_DEMO_PASSWORD } from '../../test/demo';

const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
const harness = useIdentityHarness({ clock });

const confirm = (username: string, code: string) =>
  harness.cognito.send(
    new ConfirmSignUpCommand({ ClientId: harness.clientId, Username: username, ConfirmationCode: code }),
  );
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-up and confirmation', () => {
  it('registers, emails a code, confirms, and then refuses to confirm again', async () => {
    const sentAt = new Date(); // outbox times are real time, not the test clock
    const result = await harness.cognito.send(
      new SignUpCommand({
        ClientId: harness.clientId,
        Username: 'New.Customer@Example.com',
        Password: 'Str0ng-Password',
        UserAttributes: [{ Name: 'name', Value: 'New Customer' }],
      }),
    );
    expect(result).toMatchObject({
      UserConfirmed: false,
      CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', Destination: 'n***@e***', AttributeName: 'email' },
    });
    const code = await harness.latestCode('new.customer@example.com', sentAt);
    expect(await cognitoFailure(harness.passwordSignIn('new.customer@example.com', 'Str0ng-Password'))).toMatchObject({
      name: 'UserNotConfirmedException',
    });
    await confirm('new.customer@example.com', code);
    expect(
      (await harness.passwordSignIn('new.customer@example.com', 'Str0ng-Password')).AuthenticationResult,
    ).toBeDefined();
    expect(await cognitoFailure(confirm('new.customer@example.com', code))).toEqual({
      name: 'NotAuthorizedException',
      message: 'User cannot be confirmed. Current status is CONFIRMED',
      status: 400,
    });
  });

  it('refuses a username that exists and a password against the policy, naming the rule', async () => {
    expect(
      await cognitoFailure(
        harness.cognito.send(
          new SignUpCommand({ ClientId: harness.clientId, Username: 'owner@demo.test', Password: 'Str0ng-Password' }),
        ),
      ),
    ).toMatchObject({
      name: 'UsernameExistsException',
    });
    expect(
      await cognitoFailure(
        harness.cognito.send(
          new SignUpCommand({ ClientId: harness.clientId, Username: 'short@example.com', Password: 'Sh0rt!' }),
        ),
      ),
    ).toEqual({
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
      status: 400,
    });
    expect(
      await cognitoFailure(
        harness.cognito.send(
          new SignUpCommand({ ClientId: harness.clientId, Username: 'nosymbol@example.com', Password: 'NoSymbol123' }),
        ),
      ),
    ).toMatchObject({
      message: 'Password did not conform with policy: Password must have symbol characters',
    });
  });

  it('resends a code that replaces the old one, and refuses to resend to a confirmed user', async () => {
    const resend = async () => {
      const sentAt = new Date();
      await harness.cognito.send(
        new ResendConfirmationCodeCommand({ ClientId: harness.clientId, Username: 'pending@demo.test' }),
      );
      return harness.latestCode('pending@demo.test', sentAt);
    };
    const first = await resend();
    const second = await resend();
    if (first !== second)
      expect(await cognitoFailure(confirm('pending@demo.test', first))).toMatchObject({
        name: 'CodeMismatchException',
      });
    await confirm('pending@demo.test', second);
    expect(
      await cognitoFailure(
        harness.cognito.send(
          new ResendConfirmationCodeCommand({ ClientId: harness.clientId, Username: 'pending@demo.test' }),
        ),
      ),
    ).toEqual({
      name: 'InvalidParameterException',
      message: 'User is already confirmed.',
      status: 400,
    });
  });

  it('counts wrong codes: a mismatch each time, then the attempt limit, even for the right code', async () => {
    const sentAt = new Date(); // outbox times are real time, not the test clock
    await harness.cognito.send(
      new SignUpCommand({ ClientId: harness.clientId, Username: 'guesser@example.com', Password: 'Str0ng-Password' }),
    );
    const code = await harness.latestCode('guesser@example.com', sentAt);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await cognitoFailure(confirm('guesser@example.com', wrong(code)))).toEqual({
        name: 'CodeMismatchException',
        message: 'Invalid verification code provided, please try again.',
        status: 400,
      });
    }
    expect(await cognitoFailure(confirm('guesser@example.com', wrong(code)))).toMatchObject({
      name: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
    expect(await cognitoFailure(confirm('guesser@example.com', code))).toMatchObject({
      name: 'LimitExceededException',
    });
  });

  it('expires a confirmation code after 24 hours', async () => {
    const sentAt = new Date(); // outbox times are real time, not the test clock
    await harness.cognito.send(
      new SignUpCommand({ ClientId: harness.clientId, Username: 'late@example.com', Password: 'Str0ng-Password' }),
    );
    const code = await harness.latestCode('late@example.com', sentAt);
    clock.advance(24 * 60 * 60 + 1);
    expect(await cognitoFailure(confirm('late@example.com', code))).toEqual({
      name: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
      status: 400,
    });
  });
});

describe('forgotten password', () => {
  const reset = (username: string, code: string, password: string) =>
    harness.cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: harness.clientId,
        Username: username,
        ConfirmationCode: code,
        Password: password,
      }),
    );

  it('resets with the emailed code, ends existing sign-ins, and the new password works', async () => {
    const before = await harness.passwordSignIn('viewer@demo.test', TEST_DEMO_PASSWORD);
    const sentAt = new Date(); // outbox times are real time, not the test clock
    const sent = await harness.cognito.send(
      new ForgotPasswordCommand({ ClientId: harness.clientId, Username: 'viewer@demo.test' }),
    );
    expect(sent.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', Destination: 'v***@d***' });
    const code = await harness.latestCode('viewer@demo.test', sentAt);
    expect(await cognitoFailure(reset('viewer@demo.test', code, 'weakpassword'))).toMatchObject({
      name: 'InvalidPasswordException',
    });
    await reset('viewer@demo.test', code, 'Brand-New-Passw0rd');
    expect((await harness.passwordSignIn('viewer@demo.test', 'Brand-New-Passw0rd')).AuthenticationResult).toBeDefined();
    expect(await cognitoFailure(harness.passwordSignIn('viewer@demo.test', TEST_DEMO_PASSWORD))).toMatchObject({
      message: 'Incorrect username or password.',
    });
    const refreshed = await cognitoFailure(
      harness.cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: harness.clientId,
          AuthParameters: { REFRESH_TOKEN: before.AuthenticationResult!.RefreshToken! },
        }),
      ),
    );
    expect(refreshed).toMatchObject({ name: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
    expect(await cognitoFailure(reset('viewer@demo.test', code, 'Another-Passw0rd'))).toMatchObject({
      name: 'CodeMismatchException',
    });
  });

  it('expires a reset code after an hour', async () => {
    const sentAt = new Date(); // outbox times are real time, not the test clock
    await harness.cognito.send(
      new ForgotPasswordCommand({ ClientId: harness.clientId, Username: 'billing@demo.test' }),
    );
    const code = await harness.latestCode('billing@demo.test', sentAt);
    clock.advance(60 * 60 + 1);
    expect(await cognitoFailure(reset('billing@demo.test', code, 'Brand-New-Passw0rd'))).toMatchObject({
      name: 'ExpiredCodeException',
    });
  });

  it('answers an unknown user as if it existed, and sends nothing', async () => {
    const sent = await harness.cognito.send(
      new ForgotPasswordCommand({ ClientId: harness.clientId, Username: 'ghost@example.com' }),
    );
    expect(sent.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', Destination: 'g***@e***' });
    const messages = await (await fetch(`${harness.baseUrl}/dev/outbox/messages?to=ghost@example.com`)).json();
    expect(messages).toEqual([]);
  });
});
