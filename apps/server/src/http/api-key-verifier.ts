import type { FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '@portal/shared/api/api-key-scopes';
import { API_KEY_PREFIX } from '@portal/shared/api-keys';

/** A key that checked out: the account it works on, and what it may do there. */
export interface ApiKeyCaller {
  keyId: string;
  accountId: string;
  name: string;
  scopes: ApiKeyScope[];
}

/**
 * The port through which the access guard checks an API key; the api-keys module implements it. Answers the
 * key's caller, or why the key is refused.
 */
export interface ApiKeyVerifier {
  verify(secret: string): Promise<ApiKeyCaller | { refused: 'unknown' | 'revoked' | 'expired' }>;
}

// pk_live_ and 43 base64url characters (32 random bytes); a little slack either way still reads as a key, so
// that a mangled one is told it is not valid rather than that no token was sent.
const API_KEY_BEARER = new RegExp(`^Bearer (${API_KEY_PREFIX}[A-Za-z0-9_-]{1,100})$`);

/** The API key a request carries as its bearer token, or null when it carries none (a person's token, nothing). */
export function apiKeyOf(request: FastifyRequest): string | null {
  return API_KEY_BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

export const REFUSED_KEY_MESSAGES = {
  unknown: 'This API key is not valid: check that it was copied whole.',
  revoked: 'This API key was revoked. Make a new one under Account, API keys.',
  expired: 'This API key has expired. Make a new one under Account, API keys.',
} as const;
