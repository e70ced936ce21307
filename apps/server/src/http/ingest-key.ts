import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The provider's systems post events with `Authorization: Bearer <ingest key>`. Keys are compared as
 * SHA-256 digests in constant time (equal lengths, no early exit), against every configured key, so
 * neither a key's length nor its first wrong character shows in the answer time. Answers the key.
 */
export function assertIngestKey(request: FastifyRequest, keys: readonly string[]): string {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  const presented = digest(match?.[1] ?? '');
  let valid = false;
  for (const key of keys) valid = timingSafeEqual(presented, digest(key)) || valid;
  if (!match?.[1] || !valid) throw new AppError('UNAUTHENTICATED', 'A valid ingest key is required.');
  return match[1];
}
