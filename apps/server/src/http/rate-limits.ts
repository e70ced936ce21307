import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

const MINUTE_MS = 60_000;

/**
 * Who a request is counted against, decided where it is known (the access guard, http/access.ts): the
 * signed-in person when there is one, wherever they sit; the address only for signed-out and sign-in routes
 * and for requests whose sign-in failed; an ingest key for the provider's systems. The app's own files and
 * the signed-out screens' pages are never counted, so an office behind one address always gets its
 * screens. Each throws a 429 that says when to retry (Retry-After) once its limit is passed.
 * docs/decisions/0033-rate-limits-per-person.md
 */
export interface RateLimits {
  byAddress(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  byPerson(request: FastifyRequest, reply: FastifyReply, username: string): Promise<void>;
  byIngestKey(request: FastifyRequest, reply: FastifyReply, key: string): Promise<void>;
  /** An API key's own count, told on every answer in RateLimit headers (a program paces itself by them). */
  byApiKey(request: FastifyRequest, reply: FastifyReply, keyId: string): Promise<void>;
}

/** What @fastify/rate-limit's createRateLimit answers. */
interface LimitState {
  isAllowed: boolean;
  isExceeded?: boolean;
  max?: number;
  remaining?: number;
  ttlInSeconds?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    createRateLimit(options: {
      keyGenerator: (request: FastifyRequest) => string;
      max: number;
      timeWindow: number;
    }): (request: FastifyRequest) => Promise<LimitState>;
  }
  interface FastifyRequest {
    /** The key this request was counted against: a request is counted once, whoever asks. */
    rateLimitKey?: string;
  }
}

export async function registerRateLimits(
  app: FastifyInstance,
  options: {
    perAddress: number;
    perPerson: number;
    perApiKey: number;
    /** Counts shared by every process (shared-rate-limit.ts); unset, each process counts on its own. */
    store?: new () => unknown;
  },
): Promise<RateLimits> {
  // No route is limited by the plugin itself: the access guard counts each request once, by who sends it.
  await app.register(rateLimit, { global: false, ...(options.store && { store: options.store as never }) });

  /**
   * Counts a request once, against `key`, with a limit of `max` a minute. The headers say what is left: the
   * IETF draft's RateLimit-* names for API keys (programs read them), the older x-ratelimit-* ones otherwise.
   */
  const counter = (max: number, headers: 'ratelimit' | 'x-ratelimit' = 'x-ratelimit') => {
    const check = app.createRateLimit({ keyGenerator: (request) => request.rateLimitKey!, max, timeWindow: MINUTE_MS });
    return async (request: FastifyRequest, reply: FastifyReply, key: string) => {
      if (request.rateLimitKey !== undefined || request.routeOptions.config.rateLimit === false) return;
      request.rateLimitKey = key;
      const state = await check(request);
      if (state.isAllowed) return;
      reply.header(`${headers}-limit`, state.max);
      reply.header(`${headers}-remaining`, state.remaining);
      reply.header(`${headers}-reset`, state.ttlInSeconds);
      if (!state.isExceeded) return;
      const seconds = Math.max(1, state.ttlInSeconds ?? 60);
      reply.header('retry-after', seconds);
      throw new AppError('RATE_LIMITED', `Too many requests. Try again in ${seconds} seconds.`);
    };
  };
  const perAddress = counter(options.perAddress);
  const perPerson = counter(options.perPerson);
  const perApiKey = counter(options.perApiKey, 'ratelimit');

  return {
    // A pipelined request whose connection already closed has no address left (request.ip is undefined).
    byAddress: (request, reply) =>
      perAddress(request, reply, `address:${request.ip ? normalizeIP(request.ip) : 'closed-connection'}`),
    byPerson: (request, reply, username) => perPerson(request, reply, `person:${username.toLowerCase()}`),
    // The key itself is a secret: it is counted by its digest.
    byIngestKey: (request, reply, key) =>
      perPerson(request, reply, `ingest:${createHash('sha256').update(key).digest('base64url').slice(0, 16)}`),
    byApiKey: (request, reply, keyId) => perApiKey(request, reply, `api-key:${keyId}`),
  };
}
