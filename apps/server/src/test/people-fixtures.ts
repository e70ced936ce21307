import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { identityUsers } from '../db/schema/index';
import type { TestApp } from './test-app';
import { TEST_DEMO_PASSWORD } from './demo';
import { passwordSignIn } from './sign-in';
import { hashPassword } from '../modules/identity/domain/passwords';

// The people console's tests: sign-ins of their own, so that disabling or resetting one touches no demo user.

/** A sign-in on no account (a customer's login not linked yet, or a new employee's), with the demo password. */
export async function createLogin(
  testApp: TestApp,
  options: { name?: string; internal?: boolean; staffByOperator?: boolean; status?: 'EXTERNAL_PROVIDER' } = {},
) {
  const email = `login-${randomUUID().slice(0, 8)}@people.test`;
  const [user] = await testApp.database.db
    .insert(identityUsers)
    .values({
      username: email,
      email,
      emailVerified: true,
      name: options.name ?? 'Lena Login',
      status: options.status ?? 'CONFIRMED',
      internal: options.internal ?? false,
      staffByOperator: options.staffByOperator ?? false,
      passwordHash: options.status === 'EXTERNAL_PROVIDER' ? null : await hashPassword(TEST_DEMO_PASSWORD),
    })
    .returning();
  return { email, userId: user!.id };
}

/** A password sign-in's tokens, or the identity service's refusal. */
export async function signIn(testApp: TestApp, email: string, password = TEST_DEMO_PASSWORD) {
  const response = await passwordSignIn(testApp.app, testApp.config.IDENTITY_CLIENT_ID, email, password);
  return response.json<{
    AuthenticationResult?: { AccessToken: string; RefreshToken: string };
    ChallengeName?: string;
    message?: string;
  }>();
}

/** Whether an access token still opens the API (GET /api/session). */
export const tokenWorks = async (testApp: TestApp, accessToken: string) =>
  (
    await testApp.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).statusCode === 200;

/** A refresh (REFRESH_TOKEN_AUTH, as Amplify refreshes): its status and error message. */
export async function refresh(testApp: TestApp, refreshToken: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/cognito-idp',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    payload: JSON.stringify({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: testApp.config.IDENTITY_CLIENT_ID,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  });
  return { status: response.statusCode, message: response.json<{ message?: string }>().message };
}

/** The newest mail to an address with this subject, once the job queue delivered it to the dev mailbox. */
export async function mailTo(testApp: TestApp, email: string, subject: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const messages = (
          await testApp.app.inject({ method: 'GET', url: `/dev/outbox/messages?to=${encodeURIComponent(email)}` })
        ).json<{ subject?: string; text: string }[]>();
        text = messages.find((message) => message.subject === subject)?.text ?? '';
        return text;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return text;
}
