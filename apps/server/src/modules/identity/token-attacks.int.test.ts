import { SignJWT, base64url, exportSPKI, generateKeyPair, importJWK, type JWK } from 'jose';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityHarness, type IdentityHarness } from '../../test/identity-harness';

import { identitySigningKeys } from '../../db/schema/index';
import { publicKeySet } from './domain/signing-keys';
import { TEST_DEMO_PASSWORD } from '../../test/demo';

let harness: IdentityHarness;
let genuine: { accessToken: string; idToken: string; claims: Record<string, unknown>; kid: string };

beforeAll(async () => {
  harness = await startIdentityHarness();
  const result = await harness.passwordSignIn('owner@demo.test', TEST_DEMO_PASSWORD);
  const accessToken = result.AuthenticationResult!.AccessToken!;
  const [header, payload] = accessToken.split('.');
  genuine = {
    accessToken,
    idToken: result.AuthenticationResult!.IdToken!,
    claims: JSON.parse(Buffer.from(payload!, 'base64url').toString()),
    kid: JSON.parse(Buffer.from(header!, 'base64url').toString()).kid,
  };
});

afterAll(async () => {
  await harness.close();
});

/** Signs claims with the installation's own private key, as only an insider could. */
async function signWithRealKey(claims: Record<string, unknown>): Promise<string> {
  const [row] = await harness.database.db.select().from(identitySigningKeys);
  const privateKey = await importJWK(row!.privateJwk as JWK, 'RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: row!.kid }).sign(privateKey);
}

const callApi = (token: string) =>
  fetch(`${harness.baseUrl}/api/session`, { headers: { authorization: `Bearer ${token}` } });
const encode = (value: object) => base64url.encode(JSON.stringify(value));

describe('the API refuses forged and misused tokens', () => {
  it('accepts the genuine access token (the control case)', async () => {
    expect((await callApi(genuine.accessToken)).status).toBe(200);
  });

  it('refuses alg "none"', async () => {
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(genuine.claims)}.`;
    expect((await callApi(token)).status).toBe(401);
  });

  it('refuses an HS256 token signed with the public key as the secret', async () => {
    const { keys } = await publicKeySet(harness.database.db);
    const publicKey = await importJWK(keys[0] as JWK, 'RS256', { extractable: true });
    const pem = await exportSPKI(publicKey as Parameters<typeof exportSPKI>[0]);
    const signingInput = `${encode({ alg: 'HS256', typ: 'JWT', kid: genuine.kid })}.${encode(genuine.claims)}`;
    const signature = createHmac('sha256', pem).update(signingInput).digest('base64url');
    expect((await callApi(`${signingInput}.${signature}`)).status).toBe(401);
  });

  it('refuses a token signed by another key, whatever kid it names', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    for (const kid of [genuine.kid, 'some-other-kid']) {
      const token = await new SignJWT(genuine.claims).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
      expect((await callApi(token)).status, kid).toBe(401);
    }
  });

  it('refuses an expired token, though signed with the real key', async () => {
    const expired = { ...genuine.claims, iat: 1_000_000_000, exp: 1_000_003_600 };
    expect((await callApi(await signWithRealKey(expired))).status).toBe(401);
  });

  it('refuses a token naming another issuer or another client, though signed with the real key', async () => {
    expect(
      (
        await callApi(
          await signWithRealKey({
            ...genuine.claims,
            iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_evil',
          }),
        )
      ).status,
    ).toBe(401);
    expect((await callApi(await signWithRealKey({ ...genuine.claims, client_id: 'another-client' }))).status).toBe(401);
    // The control: the same re-signing with nothing changed is accepted, so the refusals above are about the claims.
    expect((await callApi(await signWithRealKey(genuine.claims))).status).toBe(200);
  });

  it('refuses an ID token used as an access token', async () => {
    expect((await callApi(genuine.idToken)).status).toBe(401);
  });

  it('refuses a token from another installation of the portal', async () => {
    // A second installation: same software, its own key and issuer.
    const other = await startIdentityHarness({ env: { PUBLIC_URL: 'http://other.example' } });
    try {
      const result = await other.passwordSignIn('owner@demo.test', TEST_DEMO_PASSWORD);
      expect((await callApi(result.AuthenticationResult!.AccessToken!)).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('refuses a request without a bearer token, in the error shape', async () => {
    const response = await fetch(`${harness.baseUrl}/api/session`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Sign in to continue: this request carries no access token.',
    });
  });
});
