import { createHash } from 'node:crypto';

/** The payment provider's limit on an idempotency key (Stripe's too). */
const PROVIDER_KEY_MAX = 255;

/**
 * The key a payment attempt asks the provider with (and its payment row is unique by): the account and the
 * attempt's own key. An attempt key long enough to pass the provider's limit with the prefix (the API takes
 * up to 255 characters) is replaced by its digest, so every key the contract allows works and the same
 * attempt always derives the same provider key.
 */
export function providerKeyOf(accountId: string, attemptKey: string): string {
  const readable = `portal:${accountId}:${attemptKey}`;
  if (readable.length <= PROVIDER_KEY_MAX) return readable;
  return `portal:${accountId}:sha256:${createHash('sha256').update(attemptKey).digest('base64url')}`;
}
