/** The demo users' password (apps/server/src/demo/demo-data.ts). */
export const DEMO_PASSWORD = 'Demo-Passw0rd!';

/** A demo user's access token, signed in through the portal's identity service as the login screen does. */
export async function signInToken(portalUrl, username, password = DEMO_PASSWORD) {
  const response = await fetch(`${portalUrl}/cognito-idp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'advertiser-portal-web',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  });
  return (await response.json()).AuthenticationResult.AccessToken;
}
