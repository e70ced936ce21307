import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { AccessTokenError, type AccessClaims, type AccessTokenVerifier } from '../../../http/token-verifier';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../../lib/clock';

/**
 * Verifies an access token as the API must: RS256 only (no "none", no HMAC with the public key), a known
 * key id, the expected issuer, token_use "access", our client id, not expired, and, where the pool can
 * tell (the built-in one), not revoked.
 */
export function createAccessTokenVerifier(options: {
  issuer: string;
  clientId: string;
  keys: JWTVerifyGetKey;
  clock: Clock;
  isSignInLive?: (originJti: string, now: Date) => Promise<boolean>;
}): AccessTokenVerifier {
  // A token's signature and claims check out the same every time (the keys are fixed while the process
  // runs), so a token seen before skips the RSA check; its expiry and its sign-in are checked every time.
  const verified = new LRUCache<string, JWTPayload>({ max: 10_000 });
  return {
    async verify(token) {
      const now = options.clock.now();
      let payload = verified.get(token);
      if (payload && typeof payload.exp === 'number' && payload.exp * 1000 <= now.getTime()) {
        throw new AccessTokenError('expired');
      }
      if (!payload) {
        try {
          ({ payload } = await jwtVerify(token, options.keys, {
            issuer: options.issuer,
            algorithms: ['RS256'],
            currentDate: now,
          }));
        } catch (error) {
          throw new AccessTokenError(error instanceof errors.JWTExpired ? 'expired' : 'invalid');
        }
        verified.set(token, payload);
      }
      if (
        payload.token_use !== 'access' ||
        payload.client_id !== options.clientId ||
        typeof payload.sub !== 'string' ||
        typeof payload.username !== 'string'
      ) {
        throw new AccessTokenError('invalid');
      }
      if (options.isSignInLive) {
        if (typeof payload.origin_jti !== 'string' || !(await options.isSignInLive(payload.origin_jti, now))) {
          throw new AccessTokenError('revoked');
        }
      }
      return payload as AccessClaims;
    },
  };
}
