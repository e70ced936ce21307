import { webEnv } from '../../config/env';
import type { identity } from './identity';

type Identity = typeof identity;

let identityArrived: (identity: Identity) => void = () => {};
const arrived = new Promise<Identity>((resolve) => (identityArrived = resolve));

/** Amplify's session, configured (identity.ts): every caller waits for the same chunk. */
export const loadIdentity = () =>
  import('./identity').then((module) => {
    identityArrived(module.identity);
    return module.identity;
  });

/**
 * Amplify's session once some caller has loaded it, without loading it: a listener added here is in place
 * before whatever loaded it can go on (a sign-in call's Hub event is never missed).
 */
export const whenIdentityLoaded = (): Promise<Identity> => arrived;

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
