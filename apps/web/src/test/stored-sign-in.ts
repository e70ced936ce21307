import { webEnv } from '../config/env';

/** Where Amplify's token store keeps the portal's sign-in in localStorage. */
export const STORED_SIGN_IN_PREFIX = `CognitoIdentityServiceProvider.${webEnv.VITE_COGNITO_CLIENT_ID}`;

/** A token shaped as the user pool issues it (base64url header, claims and signature); never verified here. */
export function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', kid: 'k1' })}.${part(claims)}.c2lnbmF0dXJl`;
}

/** Stores a sign-in the way Amplify's token store does; `accessExp` in seconds since the epoch. */
export function storeSignIn(user: string, accessExp: number, options: { clockDrift?: number; name?: string } = {}) {
  localStorage.setItem(`${STORED_SIGN_IN_PREFIX}.LastAuthUser`, user);
  localStorage.setItem(
    `${STORED_SIGN_IN_PREFIX}.${user}.accessToken`,
    unsignedToken({ sub: user, exp: accessExp, token_use: 'access' }),
  );
  localStorage.setItem(
    `${STORED_SIGN_IN_PREFIX}.${user}.idToken`,
    unsignedToken({
      'cognito:username': user,
      email: `${user}@demo.test`,
      name: options.name ?? 'Olive Owner',
      exp: accessExp,
    }),
  );
  localStorage.setItem(`${STORED_SIGN_IN_PREFIX}.${user}.clockDrift`, String(options.clockDrift ?? 0));
}
