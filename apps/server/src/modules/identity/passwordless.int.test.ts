import { InitiateAuthCommand, RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { cognitoFailure, useIdentityHarness } from '../../test/identity-harness';
import { manualClock } from '../../test/test-app';
import { TEST_DEMO_PASSWORD } from '../../test/demo';

const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
const harness = useIdentityHarness({ clock });

const userAuth = (username: string, preferred?: string) =>
  harness.cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_AUTH',
      ClientId: harness.clientId,
      AuthParameters: { USERNAME: username, ...(preferred && { PREFERRED_CHALLENGE: preferred }) },
    }),
  );
const respond = (ChallengeName: string, Session: string, responses: Record<string, string>) =>
  harness.cognito.send(
    new RespondToAuthChallengeCommand({
      ChallengeName: ChallengeName as never,
      ClientId: harness.clientId,
      Session,
      ChallengeResponses: responses,
    }),
  );

describe('USER_AUTH with a passcode', () => {
  it('signs in with a passcode sent by email', async () => {
    const sentAt = new Date();
    const challenge = await userAuth('owner@demo.test', 'EMAIL_OTP');
    expect(challenge.ChallengeName).toBe('EMAIL_OTP');
    expect(challenge.ChallengeParameters).toEqual({
      CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
      CODE_DELIVERY_DESTINATION: 'o***@d***',
    });
    const code = await harness.latestCode('owner@demo.test', sentAt);
    const done = await respond('EMAIL_OTP', challenge.Session!, { USERNAME: 'owner@demo.test', EMAIL_OTP_CODE: code });
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('signs in with a passcode sent by SMS', async () => {
    const sentAt = new Date();
    const challenge = await userAuth('billing@demo.test', 'SMS_OTP');
    expect(challenge.ChallengeParameters).toEqual({
      CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
      CODE_DELIVERY_DESTINATION: '+*******0103',
    });
    const code = await harness.latestCode('+15125550103', sentAt);
    const done = await respond('SMS_OTP', challenge.Session!, { USERNAME: 'billing@demo.test', SMS_OTP_CODE: code });
    expect(done.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('lets a wrong passcode be retried on the same session, and expires codes after 3 minutes', async () => {
    const sentAt = new Date();
    const challenge = await userAuth('viewer@demo.test', 'EMAIL_OTP');
    const code = await harness.latestCode('viewer@demo.test', sentAt);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(
      await cognitoFailure(
        respond('EMAIL_OTP', challenge.Session!, { USERNAME: 'viewer@demo.test', EMAIL_OTP_CODE: wrong }),
      ),
    ).toEqual({
      name: 'CodeMismatchException',
      message: 'Invalid code or auth state for the user.',
      status: 400,
    });
    clock.advance(170);
    expect(
      (await respond('EMAIL_OTP', challenge.Session!, { USERNAME: 'viewer@demo.test', EMAIL_OTP_CODE: code }))
        .AuthenticationResult,
    ).toBeDefined();

    const laterAt = new Date();
    const late = await userAuth('viewer@demo.test', 'EMAIL_OTP');
    const lateCode = await harness.latestCode('viewer@demo.test', laterAt);
    clock.advance(181);
    expect(
      await cognitoFailure(
        respond('EMAIL_OTP', late.Session!, { USERNAME: 'viewer@demo.test', EMAIL_OTP_CODE: lateCode }),
      ),
    ).toMatchObject({ name: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' });
  });

  it('answers for an unknown user exactly as for a known one, and never signs anyone in', async () => {
    const challenge = await userAuth('ghost@demo.test', 'EMAIL_OTP');
    expect(challenge.ChallengeName).toBe('EMAIL_OTP');
    expect(challenge.ChallengeParameters).toEqual({
      CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
      CODE_DELIVERY_DESTINATION: 'g***@d***',
    });
    expect(
      await cognitoFailure(
        respond('EMAIL_OTP', challenge.Session!, { USERNAME: 'ghost@demo.test', EMAIL_OTP_CODE: '123456' }),
      ),
    ).toMatchObject({ name: 'CodeMismatchException' });
  });

  it('sends a user with a temporary password on to NEW_PASSWORD_REQUIRED after the passcode', async () => {
    const sentAt = new Date();
    const challenge = await userAuth('newhire@demo.test', 'EMAIL_OTP');
    const code = await harness.latestCode('newhire@demo.test', sentAt);
    const next = await respond('EMAIL_OTP', challenge.Session!, {
      USERNAME: 'newhire@demo.test',
      EMAIL_OTP_CODE: code,
    });
    expect(next.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(next.Session).toBeTruthy();
  });
});

describe('USER_AUTH without a preference', () => {
  it('offers the first factors, then continues with the one chosen', async () => {
    const select = await userAuth('manager@demo.test');
    expect(select).toMatchObject({
      ChallengeName: 'SELECT_CHALLENGE',
      AvailableChallenges: ['PASSWORD', 'EMAIL_OTP', 'SMS_OTP'],
    });
    const done = await respond('SELECT_CHALLENGE', select.Session!, {
      USERNAME: 'manager@demo.test',
      ANSWER: 'PASSWORD',
      PASSWORD: TEST_DEMO_PASSWORD,
    });
    expect(done.AuthenticationResult).toBeDefined();

    const again = await userAuth('manager@demo.test');
    const sentAt = new Date();
    const otp = await respond('SELECT_CHALLENGE', again.Session!, { USERNAME: 'manager@demo.test', ANSWER: 'SMS_OTP' });
    expect(otp.ChallengeName).toBe('SMS_OTP');
    const code = await harness.latestCode('+15125550102', sentAt);
    expect(
      (await respond('SMS_OTP', otp.Session!, { USERNAME: 'manager@demo.test', SMS_OTP_CODE: code }))
        .AuthenticationResult,
    ).toBeDefined();
  });
});

describe('CUSTOM_AUTH', () => {
  it('sends an emailed passcode and says where it went', async () => {
    const sentAt = new Date();
    const challenge = await harness.cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'CUSTOM_AUTH',
        ClientId: harness.clientId,
        AuthParameters: { USERNAME: 'owner@demo.test' },
      }),
    );
    expect(challenge).toMatchObject({
      ChallengeName: 'CUSTOM_CHALLENGE',
      ChallengeParameters: { challenge: 'PASSCODE', email: 'o***@d***' },
    });
    const code = await harness.latestCode('owner@demo.test', sentAt);
    const done = await respond('CUSTOM_CHALLENGE', challenge.Session!, { USERNAME: 'owner@demo.test', ANSWER: code });
    expect(done.AuthenticationResult).toBeDefined();
  });
});
