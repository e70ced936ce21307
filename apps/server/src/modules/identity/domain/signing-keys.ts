import { desc, eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { Db } from '../../../db/database';
import { identitySigningKeys } from '../../../db/schema/index';
import { randomToken } from '../../../lib/secrets';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * The installation's RS256 signing key: made on first start and kept in the database (never in the
 * repository). Every process of a deployment reads the same key, so any of them can verify any token.
 */
export async function loadSigningKey(db: Db): Promise<SigningKey> {
  const [existing] = await db
    .select()
    .from(identitySigningKeys)
    .where(eq(identitySigningKeys.active, true))
    .orderBy(desc(identitySigningKeys.createdAt))
    .limit(1);
  if (existing) return toSigningKey(existing.kid, existing.privateJwk as JWK, existing.publicJwk as JWK);

  const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const kid = randomToken(12);
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
  await db.insert(identitySigningKeys).values({ kid, privateJwk, publicJwk }).onConflictDoNothing();
  // Two processes starting at once may both have made one: everyone uses the newest stored key.
  return loadSigningKey(db);
}

/** The public keys tokens may be signed with, as a JWKS document. */
export async function publicKeySet(db: Db): Promise<{ keys: JWK[] }> {
  const rows = await db.select({ publicJwk: identitySigningKeys.publicJwk }).from(identitySigningKeys);
  return { keys: rows.map((row) => row.publicJwk as JWK) };
}

async function toSigningKey(kid: string, privateJwk: JWK, publicJwk: JWK): Promise<SigningKey> {
  const privateKey = (await importJWK(privateJwk, 'RS256')) as CryptoKey;
  return { kid, privateKey, publicJwk };
}
