import { expect } from 'vitest';
import { passwordSignIn } from './sign-in';
import type { TestApp } from './test-app';

export interface Mail {
  subject?: string;
  text: string;
}

/** The mails sent to one address, newest first, once at least `count` have arrived (they leave through the queue). */
export async function mailsTo(testApp: TestApp, email: string, count = 1): Promise<Mail[]> {
  const read = async () =>
    (await testApp.app.inject({ method: 'GET', url: `/dev/outbox/messages?to=${encodeURIComponent(email)}` })).json<
      Mail[]
    >();
  await expect.poll(async () => (await read()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return read();
}

/** An invitation's temporary password: its last line. */
export const temporaryPasswordIn = (mail: Mail) => /\n\n(\S+)$/.exec(mail.text)?.[1];

/** The first sign-in with a temporary password: the user pool's NEW_PASSWORD_REQUIRED, answered. */
export async function firstSignIn(
  testApp: TestApp,
  email: string,
  temporaryPassword: string,
  newPassword: string,
): Promise<string> {
  const challenge = (
    await passwordSignIn(testApp.app, testApp.config.IDENTITY_CLIENT_ID, email, temporaryPassword)
  ).json<{
    ChallengeName?: string;
    Session?: string;
  }>();
  expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  const done = await testApp.app.inject({
    method: 'POST',
    url: '/cognito-idp',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.RespondToAuthChallenge',
    },
    payload: JSON.stringify({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: testApp.config.IDENTITY_CLIENT_ID,
      Session: challenge.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: newPassword },
    }),
  });
  const token = done.json<{ AuthenticationResult?: { AccessToken: string } }>().AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`no tokens for ${email}: ${done.body}`);
  return token;
}
