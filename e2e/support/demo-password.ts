import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, latestCode } from './portal';

const identity = (request: APIRequestContext, operation: string, body: object) =>
  request.post('/cognito-idp', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    data: JSON.stringify({ ClientId: 'advertiser-portal-web', ...body }),
  });

/**
 * Puts a demo user's password back to the demo one through the reset flow, as a person would. Journeys
 * share one database, and an earlier file may have changed it (accounts.spec.ts changes the viewer's).
 */
export async function restoreDemoPassword(request: APIRequestContext, email: string): Promise<void> {
  const since = new Date(Date.now() - 1_000);
  expect((await identity(request, 'ForgotPassword', { Username: email })).ok()).toBe(true);
  const code = await latestCode(request, email, since);
  const reset = await identity(request, 'ConfirmForgotPassword', {
    Username: email,
    ConfirmationCode: code,
    Password: DEMO_PASSWORD,
  });
  expect(reset.ok()).toBe(true);
}
