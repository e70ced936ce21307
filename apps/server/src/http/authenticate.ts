import type { FastifyRequest } from 'fastify';
import { ADMIN_GROUP, AccessTokenError, type AccessTokenVerifier } from './token-verifier';
import { AppError } from '../lib/app-error';

/** Who is calling: from a verified access token. */
export interface Principal {
  /** Null for an API key (api-key-verifier.ts), which acts for its account rather than for a person. */
  userId: string | null;
  /** A person's email, or "API key <name>": how the audit log names who acted. */
  username: string;
  /** An employee of the provider: in the admins group (custom:internal = "Y", or signed in through the directory). */
  isAdmin: boolean;
  /** The sign-in the token was issued under (its refresh token's id): what a sign-out ends. */
  signInId: string | null;
  /** Set when an API key calls rather than a person. */
  apiKey?: { id: string; name: string };
}

/** A person, signed in: who calls every route an API key cannot (signed-in and staff routes). */
export type Person = Principal & { userId: string; apiKey?: undefined };

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/;

/** Reads and verifies the bearer access token; 401 in the error shape when missing or not acceptable. */
export async function authenticate(request: FastifyRequest, verifier: AccessTokenVerifier): Promise<Person> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'Sign in to continue: this request carries no access token.');
  try {
    const claims = await verifier.verify(match[1]);
    const principal = {
      userId: claims.sub,
      username: claims.username,
      isAdmin: (claims['cognito:groups'] ?? []).includes(ADMIN_GROUP),
      signInId: claims.origin_jti ?? null,
    };
    request.principal = principal;
    return principal;
  } catch (error) {
    if (error instanceof AccessTokenError) {
      const why = { invalid: 'is not valid', expired: 'has expired', revoked: 'was signed out' }[error.reason];
      throw new AppError('UNAUTHENTICATED', `Sign in again: your access token ${why}.`);
    }
    throw error;
  }
}

/** Customers may look up only themselves; provider staff anyone. */
export function assertSelfOrStaff(principal: Person, username: string, refusal: string): void {
  if (!principal.isAdmin && username.toLowerCase() !== principal.username.toLowerCase())
    throw new AppError('FORBIDDEN', refusal);
}
