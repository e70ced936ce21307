import {
  GetUserAttributeVerificationCodeCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsSandbox, type RunningSmsSandbox } from '@portal/sms-sandbox/start-sandbox';
import { loadConfig, SMS_SANDBOX_ACCOUNT } from '../config/env';
import { DEMO_USER, TEST_DEMO_PASSWORD } from '../test/demo';
import { cognitoFailure, useIdentityHarness } from '../test/identity-harness';
import { createTestApp } from '../test/test-app';
import { sendSms, SmsProviderError } from './sms';

let sandbox: RunningSmsSandbox;
beforeAll(async () => {
  sandbox = await startSmsSandbox({ host: '127.0.0.1', port: 0, ...SMS_SANDBOX_ACCOUNT });
});
afterAll(() => sandbox.close());

const provider = () => ({ url: sandbox.url, ...SMS_SANDBOX_ACCOUNT });

/** What the provider holds for a number, as its Messages API lists them. */
async function textsTo(url: string, to: string): Promise<{ body: string; from: string }[]> {
  const response = await fetch(
    `${url}/2010-04-01/Accounts/${SMS_SANDBOX_ACCOUNT.accountSid}/Messages.json?To=${encodeURIComponent(to)}`,
    {
      headers: {
        authorization: `Basic ${Buffer.from(`${SMS_SANDBOX_ACCOUNT.accountSid}:${SMS_SANDBOX_ACCOUNT.authToken}`).toString('base64')}`,
      },
    },
  );
  return ((await response.json()) as { messages: { body: string; from: string }[] }).messages;
}

describe('texts through a provider speaking Twilio’s Messages API (the built-in sandbox)', () => {
  it('sends one, which the provider lists with the sending number', async () => {
    const { sid } = await sendSms(provider(), { to: '+15125550199', text: 'Your code is 123456' });
    expect(sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(await textsTo(sandbox.url, '+15125550199')).toEqual([
      expect.objectContaining({ body: 'Your code is 123456', from: SMS_SANDBOX_ACCOUNT.from }),
    ]);
  });

  it('throws the provider’s refusal: wrong credentials, a number that is not one, a provider out of reach', async () => {
    await expect(
      sendSms({ ...provider(), authToken: 'wrong-token' }, { to: '+15125550199', text: 'x' }),
    ).rejects.toMatchObject({ name: 'SmsProviderError', status: 401, code: 20003 });
    // The password is all after the first colon: one with more after it is a wrong one.
    await expect(
      sendSms({ ...provider(), authToken: `${SMS_SANDBOX_ACCOUNT.authToken}:more` }, { to: '+15125550199', text: 'x' }),
    ).rejects.toMatchObject({ status: 401, code: 20003 });
    await expect(sendSms(provider(), { to: '512-555-0199', text: 'x' })).rejects.toMatchObject({
      status: 400,
      code: 21211,
      message: expect.stringContaining("The 'To' number 512-555-0199 is not a valid phone number."),
    });
    await expect(sendSms(provider(), { to: '+15125550199', text: 'x'.repeat(1_601) })).rejects.toMatchObject({
      code: 21617,
    });
    const gone = await sendSms({ ...provider(), url: 'http://127.0.0.1:9' }, { to: '+15125550199', text: 'x' }).catch(
      (error: unknown) => error,
    );
    expect(gone).toBeInstanceOf(SmsProviderError);
    // Failures before a route runs answer in the provider's shape too.
    const unknown = await fetch(`${sandbox.url}/2010-04-01/Nothing.json`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 20404, status: 404 });
    const unreadable = await fetch(
      `${sandbox.url}/2010-04-01/Accounts/${SMS_SANDBOX_ACCOUNT.accountSid}/Messages.json`,
      { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<x/>' },
    );
    expect(unreadable.status).toBe(415);
    expect(await unreadable.json()).toMatchObject({ code: 20001, status: 415 });
    expect(gone).toMatchObject({ status: null });
  });
});

describe('a sign-in passcode by text', () => {
  const harness = useIdentityHarness({ env: { SMS_SANDBOX_PORT: '0' }, smsSandbox: true });

  it('goes through the provider to a verified number, and the dev mailbox shows it too', async () => {
    const started = new Date();
    const challenge = await harness.cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_AUTH',
        ClientId: harness.clientId,
        AuthParameters: { USERNAME: DEMO_USER.owner, PREFERRED_CHALLENGE: 'SMS_OTP' },
      }),
    );
    expect(challenge.ChallengeName).toBe('SMS_OTP');
    // The owner's number in the demo, verified.
    const phone = '+15125550101';
    const code = await harness.latestCode(phone, started);
    await expect.poll(async () => (await textsTo(harness.smsSandboxUrl!, phone)).length).toBeGreaterThan(0);
    expect((await textsTo(harness.smsSandboxUrl!, phone))[0]!.body).toContain(code);
    const done = await harness.cognito.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'SMS_OTP',
        ClientId: harness.clientId,
        Session: challenge.Session!,
        ChallengeResponses: { USERNAME: DEMO_USER.owner, SMS_OTP_CODE: code },
      }),
    );
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
  });
});

describe('a phone number is verified before passcodes go to it', () => {
  const harness = useIdentityHarness({ smsSandbox: true });

  it('a new number gets no passcode until a texted code proves it the person’s', async () => {
    const token = (await harness.passwordSignIn(DEMO_USER.billing, TEST_DEMO_PASSWORD)).AuthenticationResult!
      .AccessToken!;
    const profile = async (method: 'GET' | 'PUT', body?: object) =>
      (await fetch(`${harness.baseUrl}/api/account-management/profile`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body && { body: JSON.stringify(body) }),
      }).then((response) => response.json())) as { phone: string | null; phoneVerified: boolean };
    const number = '+15125550177';
    expect(await profile('PUT', { name: 'Bill Billing', phone: '(512) 555-0177' })).toMatchObject({
      phone: number,
      phoneVerified: false,
    });
    const askForPasscode = () =>
      harness.cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_AUTH',
          ClientId: harness.clientId,
          AuthParameters: { USERNAME: DEMO_USER.billing, PREFERRED_CHALLENGE: 'SMS_OTP' },
        }),
      );
    // Unverified: the sign-in looks the same, but nothing is texted.
    const before = new Date();
    expect((await askForPasscode()).ChallengeName).toBe('SMS_OTP');

    const sent = await harness.cognito.send(
      new GetUserAttributeVerificationCodeCommand({ AccessToken: token, AttributeName: 'phone_number' }),
    );
    expect(sent.CodeDeliveryDetails).toEqual({
      AttributeName: 'phone_number',
      DeliveryMedium: 'SMS',
      Destination: '+*******0177',
    });
    const code = await harness.latestCode(number, before);
    // Only the verification code was texted: the passcode asked for before it never went.
    expect(await textsTo(harness.smsSandboxUrl!, number)).toHaveLength(1);
    expect(
      await cognitoFailure(
        harness.cognito.send(
          new VerifyUserAttributeCommand({ AccessToken: token, AttributeName: 'phone_number', Code: '000000' }),
        ),
      ),
    ).toMatchObject({ name: 'CodeMismatchException' });
    expect(
      await cognitoFailure(
        harness.cognito.send(
          new VerifyUserAttributeCommand({ AccessToken: token, AttributeName: 'email', Code: code }),
        ),
      ),
    ).toMatchObject({ name: 'InvalidParameterException' });
    await harness.cognito.send(
      new VerifyUserAttributeCommand({ AccessToken: token, AttributeName: 'phone_number', Code: code }),
    );
    expect(await profile('GET')).toMatchObject({ phone: number, phoneVerified: true });

    // Verified: the passcode is texted.
    await askForPasscode();
    await expect.poll(async () => (await textsTo(harness.smsSandboxUrl!, number)).length).toBe(2);

    // A code texted to a number verifies that number only: changed meanwhile, the code is void.
    const sentBefore = new Date();
    await harness.cognito.send(
      new GetUserAttributeVerificationCodeCommand({ AccessToken: token, AttributeName: 'phone_number' }),
    );
    const oldNumberCode = await harness.latestCode(number, sentBefore);
    await profile('PUT', { name: 'Bill Billing', phone: '(512) 555-0178' });
    expect(
      await cognitoFailure(
        harness.cognito.send(
          new VerifyUserAttributeCommand({ AccessToken: token, AttributeName: 'phone_number', Code: oldNumberCode }),
        ),
      ),
    ).toMatchObject({ name: 'CodeMismatchException' });
    expect(await profile('GET')).toMatchObject({ phone: '+15125550178', phoneVerified: false });
  });

  it('counts wrong codes sent at the same moment one after another: the fifth ends the code', async () => {
    const token = (await harness.passwordSignIn(DEMO_USER.viewer, TEST_DEMO_PASSWORD)).AuthenticationResult!
      .AccessToken!;
    const sentAfter = new Date();
    await harness.cognito.send(
      new GetUserAttributeVerificationCodeCommand({ AccessToken: token, AttributeName: 'phone_number' }),
    );
    const code = await harness.latestCode('+15125550104', sentAfter);
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        harness.cognito.send(
          new VerifyUserAttributeCommand({ AccessToken: token, AttributeName: 'phone_number', Code: wrong }),
        ),
      ),
    );
    const names = guesses.map((guess) => (guess.status === 'rejected' ? (guess.reason as Error).name : 'ok'));
    expect(names.filter((name) => name === 'CodeMismatchException')).toHaveLength(4);
    expect(names.filter((name) => name === 'LimitExceededException')).toHaveLength(6);
    expect(
      await cognitoFailure(
        harness.cognito.send(
          new VerifyUserAttributeCommand({ AccessToken: token, AttributeName: 'phone_number', Code: code }),
        ),
      ),
    ).toMatchObject({ name: 'LimitExceededException' });
  });
});

describe('in production without an SMS provider', () => {
  it('refuses sign-in by text, naming the variable, and does not offer it', async () => {
    const production = await createTestApp({
      env: { NODE_ENV: 'production', DEV_OUTBOX: 'false', SMTP_URL: 'smtp://127.0.0.1:9' },
    });
    try {
      expect(production.config.smsSignIn).toBe(false);
      const ask = (parameters: Record<string, string>) =>
        production.app.inject({
          method: 'POST',
          url: '/cognito-idp',
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
          },
          payload: {
            AuthFlow: 'USER_AUTH',
            ClientId: production.config.IDENTITY_CLIENT_ID,
            AuthParameters: { USERNAME: DEMO_USER.owner, ...parameters },
          },
        });
      const refused = await ask({ PREFERRED_CHALLENGE: 'SMS_OTP' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        __type: 'InvalidParameterException',
        message: expect.stringContaining('SMS_PROVIDER_URL'),
      });
      expect((await ask({})).json()).toMatchObject({ AvailableChallenges: ['PASSWORD', 'EMAIL_OTP'] });
    } finally {
      await production.close();
    }
  });

  it('a named provider needs its credentials and number, each named when missing', async () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:9',
        SMS_PROVIDER_URL: 'https://sms.example.test',
      }),
    ).toThrow(/SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM: the server needs them/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SMS_PROVIDER_URL: 'https://sms.example.test/',
        SMS_ACCOUNT_SID: 'AC1',
        SMS_AUTH_TOKEN: 'token',
        SMS_FROM: '+15125550100',
      }),
    ).toMatchObject({ smsSignIn: true, smsSandbox: false, smsProvider: { url: 'https://sms.example.test' } });
  });
});
