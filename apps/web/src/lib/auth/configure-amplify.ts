import { Amplify } from 'aws-amplify';
import { webEnv } from '../../config/env';

/** Points Amplify's Cognito client at the user pool: the portal's built-in one unless configured otherwise. */
export function configureAmplify(origin = window.location.origin): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: webEnv.VITE_COGNITO_USER_POOL_ID,
        userPoolClientId: webEnv.VITE_COGNITO_CLIENT_ID,
        userPoolEndpoint: webEnv.VITE_COGNITO_ENDPOINT || `${origin}/cognito-idp`,
        loginWith: { email: true },
      },
    },
  });
}
