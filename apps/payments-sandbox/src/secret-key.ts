import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SandboxError } from './sandbox-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Server-to-server calls carry `Authorization: Bearer <secret key>`. Compared as SHA-256 digests in
 * constant time, so neither the key's length nor its first wrong character shows in the answer time.
 */
export function assertSecretKey(request: FastifyRequest, secretKey: string): void {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  const valid = timingSafeEqual(digest(match?.[1] ?? ''), digest(secretKey));
  if (!match || !valid) throw new SandboxError(401, 'unauthorized', 'A valid secret key is required.');
}
