import { sha256 } from './secrets';
import { SandboxError } from './sandbox-error';

/**
 * What a request asked for, as a digest: a retry with the same key must ask for the same thing. Fields
 * are listed by the caller in a fixed order, so the digest does not depend on the order they arrived in.
 */
export const requestFingerprint = (fields: Record<string, unknown>) =>
  sha256(JSON.stringify(Object.entries(fields).map(([name, value]) => [name, value ?? null])));

/** The earlier request under this key, if the same; another request under a used key is the caller's bug. */
export function sameRequestOrThrow<T extends { requestFingerprint: string }>(earlier: T, fingerprint: string): T {
  if (earlier.requestFingerprint !== fingerprint)
    throw new SandboxError(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was used with a different request; use a new key for a new request.',
    );
  return earlier;
}
