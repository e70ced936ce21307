import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { controllableClock } from '../../../lib/clock';
import { createAccessTokenVerifier } from './access-token-verifier';

const ISSUER = 'http://portal.test/cognito-idp/local';
const CLIENT_ID = 'portal-web';

async function setUp() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const clock = controllableClock();
  clock.freeze();
  const live = new Set(['sign-in-1']);
  const verifier = createAccessTokenVerifier({
    issuer: ISSUER,
    clientId: CLIENT_ID,
    keys: createLocalJWKSet({ keys: [jwk] }),
    clock,
    isSignInLive: async (originJti) => live.has(originJti),
  });
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT({ token_use: 'access', client_id: CLIENT_ID, username: 'owner@demo.test', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(ISSUER)
      .setSubject('user-1')
      .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 3600)
      .sign(privateKey);
  return { clock, live, verifier, sign };
}

describe('the access token verifier, remembering tokens it checked', () => {
  it('still refuses a remembered token once it expires, and once its sign-in ends', async () => {
    const { clock, live, verifier, sign } = await setUp();
    const token = await sign({ origin_jti: 'sign-in-1' });
    await expect(verifier.verify(token)).resolves.toMatchObject({ sub: 'user-1' });
    await expect(verifier.verify(token)).resolves.toMatchObject({ sub: 'user-1' });

    live.delete('sign-in-1');
    await expect(verifier.verify(token)).rejects.toMatchObject({ reason: 'revoked' });
    live.add('sign-in-1');

    clock.advance(3600);
    await expect(verifier.verify(token)).rejects.toMatchObject({ reason: 'expired' });
  });

  it('does not remember a token that failed: an altered one is refused every time', async () => {
    const { verifier, sign } = await setUp();
    const token = await sign({ origin_jti: 'sign-in-1' });
    const altered = `${token.slice(0, -4)}AAAA`;
    await expect(verifier.verify(altered)).rejects.toMatchObject({ reason: 'invalid' });
    await expect(verifier.verify(altered)).rejects.toMatchObject({ reason: 'invalid' });
    await expect(verifier.verify(token)).resolves.toMatchObject({ sub: 'user-1' });
  });
});
