import { webEnv } from '../../config/env';

/** Amplify's session, configured (identity.ts): every caller waits for the same chunk. */
export const loadIdentity = () => import('./identity').then((module) => module.identity);

// Amplify keeps a sign-in in localStorage under `CognitoIdentityServiceProvider.<client id>.…`.
const STORED_SIGN_IN_PREFIX = `CognitoIdentityServiceProvider.${webEnv.VITE_COGNITO_CLIENT_ID}.`;

/**
 * Whether this browser may hold a sign-in: false when Amplify has stored nothing for the portal's client,
 * so the session is known to be signed out without loading Amplify. True when storage cannot be read.
 */
export function mayHaveStoredSignIn(): boolean {
  try {
    return Object.keys(window.localStorage).some((key) => key.startsWith(STORED_SIGN_IN_PREFIX));
  } catch {
    return true;
  }
}
