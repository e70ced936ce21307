import type { Db } from '../../../db/database';
import { signedTokens } from '../../../db/signed-tokens';
import { normalizeUsername } from './users';

const byDatabase = new WeakMap<Db, ReturnType<typeof signedTokens>>();

/**
 * What an unknown email (or one without a phone or passkeys) is answered with instead of the real thing: the
 * same for the same email every time, and made under a key only this server holds, so nobody can compute it
 * and tell a made-up answer from a real one (user enumeration).
 */
export async function decoyBytes(db: Db, purpose: string, username: string): Promise<Buffer> {
  let tokens = byDatabase.get(db);
  if (!tokens) byDatabase.set(db, (tokens = signedTokens(db, 'identity_decoy')));
  return Buffer.from(await tokens.mac(`${purpose}:${normalizeUsername(username)}`), 'base64url');
}
