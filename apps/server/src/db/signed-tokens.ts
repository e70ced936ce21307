import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { appMeta } from './schema/index';

/**
 * Tokens the server signs and later checks (payment links, unsubscribe links): `${payload}.${signature}`,
 * HMAC-SHA256 under a key made once per purpose and kept in the database, so every process shares it and
 * a restart keeps old links working. The payload must not contain a dot.
 */
export function signedTokens(db: Db, purpose: string) {
  const key = `${purpose}_secret`;
  let cached: Buffer | null = null;
  async function secret(): Promise<Buffer> {
    if (cached) return cached;
    const read = async () => (await db.select().from(appMeta).where(eq(appMeta.key, key)))[0];
    let row = await read();
    if (!row) {
      await db
        .insert(appMeta)
        .values({ key, value: { secret: randomBytes(32).toString('base64url') } })
        .onConflictDoNothing();
      row = await read();
    }
    cached = Buffer.from((row!.value as { secret: string }).secret, 'base64url');
    return cached;
  }
  const signatureOf = async (payload: string) =>
    createHmac('sha256', await secret())
      .update(payload)
      .digest('base64url');
  return {
    /** The keyed hash alone (base64url): a value only this server can compute for a text, the same each time. */
    mac: signatureOf,
    async sign(payload: string): Promise<string> {
      return `${payload}.${await signatureOf(payload)}`;
    },
    /** The payload when the token is one this server signed, else null (changed, cut short, or made up). */
    async verify(token: string): Promise<string | null> {
      const cut = token.lastIndexOf('.');
      if (cut <= 0) return null;
      const payload = token.slice(0, cut);
      const expected = Buffer.from(await signatureOf(payload));
      const given = Buffer.from(token.slice(cut + 1));
      return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
    },
  };
}
