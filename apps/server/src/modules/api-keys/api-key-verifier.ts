import type { ApiKeyVerifier } from '../../http/api-key-verifier';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { apiKeyHash } from './api-key-secret';
import { findKeyByHash, noteKeyUsed } from './api-key-repository';

const NOTE_USE_EVERY_MS = 60_000;

/**
 * Checks a key against the database at every request, so that a revocation holds on every process at once
 * (one indexed read; keys are not remembered). Its last use is written at most once a minute per process.
 */
export function createApiKeyVerifier(db: Db, clock: Clock): ApiKeyVerifier {
  const notedAt = new Map<string, number>();
  return {
    async verify(secret) {
      const key = await findKeyByHash(db, apiKeyHash(secret));
      if (!key) return { refused: 'unknown' };
      if (key.revokedAt) return { refused: 'revoked' };
      const now = clock.now();
      if (key.expiresAt && key.expiresAt <= now) return { refused: 'expired' };
      if (now.getTime() - (notedAt.get(key.id) ?? 0) >= NOTE_USE_EVERY_MS) {
        notedAt.set(key.id, now.getTime());
        await noteKeyUsed(db, key.id, now);
      }
      return { keyId: key.id, accountId: key.accountId, name: key.name, scopes: key.scopes };
    },
  };
}
