import type { JWTPayload } from 'jose';

/**
 * The port through which the HTTP layer checks bearer tokens. The identity module implements it (its
 * built-in user pool, or Cognito's keys in production); http/ depends on this file, never on identity.
 */
export interface AccessTokenVerifier {
  verify(token: string): Promise<AccessClaims>;
}

/** An access token's claims, as Cognito issues them. */
export interface AccessClaims extends JWTPayload {
  sub: string;
  username: string;
  client_id: string;
  token_use: 'access';
  origin_jti?: string;
  'cognito:groups'?: string[];
}

/** The group staff tokens carry (custom:internal = "Y", or a directory sign-in). */
export const ADMIN_GROUP = 'admins';

export class AccessTokenError extends Error {
  override name = 'AccessTokenError';

  constructor(readonly reason: 'invalid' | 'expired' | 'revoked') {
    super(`access token ${reason}`);
  }
}
