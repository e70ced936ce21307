import { webEnv } from '../../config/env';

/**
 * Amplify keeps a sign-in in localStorage as `CognitoIdentityServiceProvider.<client id>.LastAuthUser` and
 * `…<client id>.<that user>.{accessToken,idToken,clockDrift}` (its DefaultTokenStore; the same keys the
 * Cognito SDKs have used for years). Reading them here lets a signed-in screen draw with the token it
 * already has, while Amplify itself (21 KB gzipped) loads after the first paint (docs/decisions/0030).
 */
const PREFIX = `CognitoIdentityServiceProvider.${webEnv.VITE_COGNITO_CLIENT_ID}`;

/**
 * A token this close to its expiry is not used: Amplify, which refreshes it, is loaded instead. Amplify's own
 * margin is 5 s; a minute leaves the first screen's calls time to arrive at the server.
 */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * Whether this browser may hold a sign-in: false when Amplify has stored nothing for the portal's client,
 * so the session is known to be signed out without loading Amplify. True when storage cannot be read.
 */
export function mayHaveStoredSignIn(): boolean {
  try {
    return Object.keys(window.localStorage).some((key) => key.startsWith(`${PREFIX}.`));
  } catch {
    return true;
  }
}

export interface StoredTokens {
  accessToken: string;
  idClaims: Record<string, unknown>;
  /** When the access token expires, in the browser's clock (ms since the epoch). */
  expiresAt: number;
}

/** A JWT's claims, decoded but not verified: the server verifies every token it is sent. */
export function jwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The stored sign-in's tokens when both are there and the access token has more than a minute left, else
 * null (nothing stored, storage unreadable, or a token that needs Amplify to refresh it).
 */
export function readStoredTokens(now = Date.now()): StoredTokens | null {
  const stored = readStoredSignIn();
  return stored && stored.expiresAt - now > EXPIRY_MARGIN_MS ? stored : null;
}

/**
 * The stored sign-in's tokens however old: what a phone without a network signs in with to open what it saw last
 * (app/session-provider.tsx), since no token can be refreshed there. The server refuses an expired one.
 */
export function readStoredSignIn(): StoredTokens | null {
  try {
    const user = window.localStorage.getItem(`${PREFIX}.LastAuthUser`);
    if (!user) return null;
    const accessToken = window.localStorage.getItem(`${PREFIX}.${user}.accessToken`);
    const idToken = window.localStorage.getItem(`${PREFIX}.${user}.idToken`);
    if (!accessToken || !idToken) return null;
    const accessClaims = jwtClaims(accessToken);
    const idClaims = jwtClaims(idToken);
    if (!accessClaims || !idClaims || typeof accessClaims.exp !== 'number') return null;
    // Amplify's measure of how far the browser's clock is from the user pool's (ms); the expiry is the pool's.
    const clockDrift = Number.parseInt(window.localStorage.getItem(`${PREFIX}.${user}.clockDrift`) ?? '0', 10) || 0;
    return { accessToken, idClaims, expiresAt: accessClaims.exp * 1000 - clockDrift };
  } catch {
    return null;
  }
}
