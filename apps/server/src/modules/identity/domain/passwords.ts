import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's minimum recommendation.
export const hashPassword = (password: string) => hash(password);

/** A hash of nothing in particular, verified against for unknown users so that timing does not tell them apart. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hash('decoy-password-for-timing');
    await verify(await decoy, password);
    return false;
  }
  return verify(passwordHash, password);
}
