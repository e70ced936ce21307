import {
  AssociateSoftwareTokenCommand,
  GetUserCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { cognitoFailure, useIdentityHarness } from '../../test/identity-harness';
import { manualClock } from '../../test/test-app';
import { DEMO_USER, TEST_DEMO_PASSWORD } from '../../test/demo';
import { DEMO_AUTHENTICATOR_SECRET } from '../../demo/demo-data';
import { startBanner } from '../../start-banner';
import { codeAt } from './domain/authenticator-app';
import { findUserByUsername } from './domain/users';

const clock = manualClock(new Date('2026-11-28T10:00:05Z'));
const harness = useIdentityHarness({ clock });

/** Signs in with the password and turns the authenticator app on, as Amplify's setUpTOTP, verifyTOTPSetup and updateMFAPreference do. */
async function turnOnAuthenticator(username: string): Promise<string> {
  const accessToken = (await harness.passwordSignIn(username, TEST_DEMO_PASSWORD)).AuthenticationResult!.AccessToken!;
  const { SecretCode } = await harness.cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  expect(SecretCode).toMatch(/^[A-Z2-7]{32}$/);
  expect(
    await cognitoFailure(
      harness.cognito.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: '000000' })),
    ),
  ).toMatchObject({ name: 'EnableSoftwareTokenMFAException', message: 'Code mismatch' });
  const verified = await harness.cognito.send(
    new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: codeAt(SecretCode!, clock.now()) }),
  );
  expect(verified.Status).toBe('SUCCESS');
  await harness.cognito.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  const user = await harness.cognito.send(new GetUserCommand({ AccessToken: accessToken }));
  expect(user.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
  expect(user.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');
  return SecretCode!;
}

const respond = (username: string, session: string, code: string) =>
  harness.cognito.send(
    new RespondToAuthChallengeCommand({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ClientId: harness.clientId,
      Session: session,
      ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
    }),
  );

describe('two-step sign-in with an authenticator app (TOTP)', () => {
  it('asks for the code after the password, takes the right one once, and refuses a replay', async () => {
    const username = DEMO_USER.billing;
    const secret = await turnOnAuthenticator(username);
    clock.advance(30);

    const challenge = await harness.passwordSignIn(username, TEST_DEMO_PASSWORD);
    expect(challenge.AuthenticationResult).toBeUndefined();
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(await cognitoFailure(respond(username, challenge.Session!, '123456'))).toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid code received for user',
    });
    const code = codeAt(secret, clock.now());
    const done = await respond(username, challenge.Session!, code);
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();

    // The same code again, in a new sign-in within its 30 seconds: refused.
    const again = await harness.passwordSignIn(username, TEST_DEMO_PASSWORD);
    expect(await cognitoFailure(respond(username, again.Session!, code))).toMatchObject({
      name: 'CodeMismatchException',
    });
    // The next step's code works on the same session.
    clock.advance(30);
    expect((await respond(username, again.Session!, codeAt(secret, clock.now()))).AuthenticationResult).toBeDefined();
  });

  it('counts wrong codes toward the lockout, as wrong passwords, and a right password does not clear them', async () => {
    const username = DEMO_USER.viewer;
    await turnOnAuthenticator(username);
    const first = await harness.passwordSignIn(username, TEST_DEMO_PASSWORD);
    for (let attempt = 0; attempt < 3; attempt += 1) await cognitoFailure(respond(username, first.Session!, '000000'));
    // Signing in again with the password gives no fresh guesses at the code: two more lock the sign-in.
    const challenge = await harness.passwordSignIn(username, TEST_DEMO_PASSWORD);
    for (let attempt = 0; attempt < 2; attempt += 1)
      await cognitoFailure(respond(username, challenge.Session!, '000000'));
    expect((await findUserByUsername(harness.database.db, username))!.lockedUntil).not.toBeNull();
    expect(await cognitoFailure(respond(username, challenge.Session!, '000000'))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
  });

  it('turned off, signs in with the password alone; turning on needs a verified app', async () => {
    const fresh = (await harness.passwordSignIn(DEMO_USER.manager, TEST_DEMO_PASSWORD)).AuthenticationResult!;
    expect(
      await cognitoFailure(
        harness.cognito.send(
          new SetUserMFAPreferenceCommand({
            AccessToken: fresh.AccessToken,
            SoftwareTokenMfaSettings: { Enabled: true },
          }),
        ),
      ),
    ).toMatchObject({ name: 'InvalidParameterException', message: 'User has not verified software token mfa' });

    const secret = await turnOnAuthenticator(DEMO_USER.manager);
    clock.advance(30);
    const challenge = await harness.passwordSignIn(DEMO_USER.manager, TEST_DEMO_PASSWORD);
    const tokens = (await respond(DEMO_USER.manager, challenge.Session!, codeAt(secret, clock.now())))
      .AuthenticationResult!;
    await harness.cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: tokens.AccessToken,
        SoftwareTokenMfaSettings: { Enabled: false },
      }),
    );
    expect((await harness.passwordSignIn(DEMO_USER.manager, TEST_DEMO_PASSWORD)).AuthenticationResult).toBeDefined();
    expect(
      (await harness.cognito.send(new GetUserCommand({ AccessToken: tokens.AccessToken }))).UserMFASettingList,
    ).toEqual([]);
  });

  it('gives ten recovery codes, each answering the challenge once in the app’s place; new ones void the old', async () => {
    const username = DEMO_USER.owner;
    const token = (await harness.passwordSignIn(username, TEST_DEMO_PASSWORD)).AuthenticationResult!.AccessToken!;
    const recoveryCodes = (method: 'GET' | 'POST') =>
      fetch(`${harness.baseUrl}/api/account-management/recovery-codes`, {
        method,
        headers: { authorization: `Bearer ${token}` },
      });
    const before = await recoveryCodes('POST');
    expect(before.status).toBe(422);
    expect(await before.json()).toMatchObject({ message: expect.stringMatching(/^Turn on two-step sign-in first/) });

    await turnOnAuthenticator(username);
    const made = (await (await recoveryCodes('POST')).json()) as { left: number; codes: string[] };
    expect(made.left).toBe(10);
    expect(new Set(made.codes).size).toBe(10);
    for (const code of made.codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // Typed as a person might copy it from paper: upper case, a space for the dash.
    const first = await harness.passwordSignIn(username, TEST_DEMO_PASSWORD);
    const typed = made.codes[0]!.toUpperCase().replace('-', ' ');
    expect((await respond(username, first.Session!, typed)).AuthenticationResult?.AccessToken).toBeTruthy();
    expect(await (await recoveryCodes('GET')).json()).toEqual({ left: 9 });
    // Used once, never again.
    const second = await harness.passwordSignIn(username, TEST_DEMO_PASSWORD);
    expect(await cognitoFailure(respond(username, second.Session!, made.codes[0]!))).toMatchObject({
      name: 'CodeMismatchException',
    });
    // New codes: the old ones stop working.
    const renewed = (await (await recoveryCodes('POST')).json()) as { codes: string[] };
    expect(await cognitoFailure(respond(username, second.Session!, made.codes[1]!))).toMatchObject({
      name: 'CodeMismatchException',
    });
    expect((await respond(username, second.Session!, renewed.codes[1]!)).AuthenticationResult).toBeDefined();

    // Both mailed (through the job queue, so in a moment).
    const subjects = async () =>
      (
        (await (await fetch(`${harness.baseUrl}/dev/outbox/messages?to=${encodeURIComponent(username)}`)).json()) as {
          subject?: string;
        }[]
      ).map((mail) => mail.subject);
    await expect
      .poll(subjects, { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['New recovery codes were made', 'A recovery code was used to sign in']));
    // Two-step turned off takes the codes with it.
    await harness.cognito.send(
      new SetUserMFAPreferenceCommand({ AccessToken: token, SoftwareTokenMfaSettings: { Enabled: false } }),
    );
    expect(await (await recoveryCodes('GET')).json()).toEqual({ left: 0 });
  });

  it('signs the demo’s two-step person in with the key that npm start and the README print', async () => {
    clock.advance(30);
    const challenge = await harness.passwordSignIn('twostep@demo.test', TEST_DEMO_PASSWORD);
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const code = codeAt(DEMO_AUTHENTICATOR_SECRET, clock.now());
    expect((await respond('twostep@demo.test', challenge.Session!, code)).AuthenticationResult).toBeDefined();
    expect(startBanner({ config: harness.config, port: 3000, databaseKind: 'embedded', seeded: true })).toContain(
      DEMO_AUTHENTICATOR_SECRET,
    );
  });
});
