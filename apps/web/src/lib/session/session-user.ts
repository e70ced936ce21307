import { webEnv } from '../../config/env';
import type { SessionUser } from './session-context';

/**
 * The signed-in user from the ID token's claims. An administrator (internal user) has custom:internal "Y",
 * or a username from an enterprise-directory sign-in (specification section 6).
 */
export function sessionUserFromClaims(claims: Record<string, unknown>): SessionUser {
  const username = String(claims['cognito:username'] ?? claims.username ?? '');
  const email = String(claims.email ?? username);
  const fromDirectory = username.toLowerCase().startsWith(`${webEnv.VITE_SSO_PROVIDER_NAME.toLowerCase()}_`);
  return {
    username,
    email,
    name: typeof claims.name === 'string' && claims.name ? claims.name : email,
    isAdmin: claims['custom:internal'] === 'Y' || fromDirectory,
  };
}
