import type { App } from '../http/types';
import { TEST_DEMO_PASSWORD } from './demo';

/** Signs a demo user in through the identity service and returns the access token. */
export async function accessTokenFor(
  app: App,
  clientId: string,
  username: string,
  password = TEST_DEMO_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/cognito-idp',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    payload: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  });
  const token = response.json<{ AuthenticationResult?: { AccessToken: string } }>().AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`could not sign ${username} in: ${response.body}`);
  return token;
}
