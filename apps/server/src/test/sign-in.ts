import type { App } from '../http/types';
import { TEST_DEMO_PASSWORD } from './demo';

/**
 * InitiateAuth with USER_PASSWORD_AUTH, as Amplify sends it from the login screen: the raw answer. `headers` add
 * to the request's own, e.g. the browser's User-Agent.
 */
export function passwordSignIn(
  app: App,
  clientId: string,
  username: string,
  password = TEST_DEMO_PASSWORD,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/cognito-idp',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      ...headers,
    },
    payload: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  });
}

/** Signs a demo user in through the identity service and returns the access token. */
export async function accessTokenFor(
  app: App,
  clientId: string,
  username: string,
  password = TEST_DEMO_PASSWORD,
): Promise<string> {
  const response = await passwordSignIn(app, clientId, username, password);
  const token = response.json<{ AuthenticationResult?: { AccessToken: string } }>().AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`could not sign ${username} in: ${response.body}`);
  return token;
}

/** GlobalSignOut over HTTP to a listening server, as Amplify's signOut({ global: true }) sends it. */
export function globalSignOut(baseUrl: string, accessToken: string) {
  return fetch(`${baseUrl}/cognito-idp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.GlobalSignOut',
    },
    body: JSON.stringify({ AccessToken: accessToken }),
  });
}
