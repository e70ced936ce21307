import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@portal/shared/api-keys';

/** A new key: 32 random bytes after the prefix. */
export function newApiKeySecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What is stored and looked up: the secret's SHA-256 (the secret has 256 random bits; there is nothing to guess). */
export function apiKeyHash(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** The first characters, shown in the list to tell keys apart (a quarter of the random part stays hidden in no way: 4 of 43). */
export function apiKeyHint(secret: string): string {
  return `${secret.slice(0, API_KEY_PREFIX.length + 4)}…`;
}
