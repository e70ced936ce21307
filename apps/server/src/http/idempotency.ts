import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { idempotencyRequests } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { IDEMPOTENCY_HEADER } from '@portal/shared/api/contract';

/** How often a concurrent retry looks whether the first request has answered. */
const POLL_MS = 50;

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim?: { accountId: string; key: string };
  }
}

/** Objects with their keys sorted, so the same body always hashes the same, however its keys were ordered. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

// Who sent it is part of the request: another person reusing a key (an API client's fixed key) is told the key is
// taken, never handed the first person's answer while their own request does not run.
const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(
      `${request.principal?.apiKey?.id ?? request.principal?.username ?? ''}\n${request.method} ${request.url}\n${JSON.stringify(canonical(request.body ?? null))}`,
    )
    .digest('base64url');

/**
 * Where the keys of a route that is not about one account live (staff opening an account): one namespace for
 * all of them, told apart by the fingerprint's sender.
 */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Claim = { kind: 'owned' } | { kind: 'replay'; status: number; body: unknown };

/**
 * Claims a key for this request, or finds the answer the first request with it gave. A key another request
 * holds is waited for (two arrive at once: the second gets the first's answer); one held past its lease
 * (that request died) is taken over, which is safe because the payment provider is asked with a key derived
 * from the same one, so running the write again cannot charge twice.
 */
async function claim(db: Db, leaseMs: number, accountId: string, key: string, fingerprint: string): Promise<Claim> {
  const deadline = Date.now() + leaseMs + 5_000;
  for (;;) {
    const inserted = await db
      .insert(idempotencyRequests)
      .values({ accountId, key, fingerprint, state: 'IN_PROGRESS', leaseUntil: new Date(Date.now() + leaseMs) })
      .onConflictDoNothing()
      .returning({ key: idempotencyRequests.key });
    if (inserted.length > 0) return { kind: 'owned' };
    const [row] = await db
      .select()
      .from(idempotencyRequests)
      .where(and(eq(idempotencyRequests.accountId, accountId), eq(idempotencyRequests.key, key)));
    if (!row) continue; // Released between the two statements: try to take it again.
    if (row.fingerprint !== fingerprint) {
      throw new AppError(
        'BUSINESS_RULE',
        'This Idempotency-Key was already used for a different request (or by someone else). Use a new key for a new request.',
      );
    }
    if (row.state === 'DONE') return { kind: 'replay', status: row.responseStatus!, body: row.responseBody };
    const takenOver = await db
      .update(idempotencyRequests)
      .set({ leaseUntil: new Date(Date.now() + leaseMs) })
      .where(
        and(
          eq(idempotencyRequests.accountId, accountId),
          eq(idempotencyRequests.key, key),
          eq(idempotencyRequests.state, 'IN_PROGRESS'),
          lt(idempotencyRequests.leaseUntil, sql`now()`),
        ),
      )
      .returning({ key: idempotencyRequests.key });
    if (takenOver.length > 0) return { kind: 'owned' };
    if (Date.now() > deadline) {
      throw new AppError(
        'CONFLICT',
        'A request with this Idempotency-Key is still being processed. Try again shortly.',
      );
    }
    await sleep(POLL_MS);
  }
}

/**
 * Money writes and other writes a double submit must not repeat (routes whose contract is idempotent) run once
 * per Idempotency-Key and account: the first
 * answer is kept and given again to every retry. A server failure (5xx) keeps nothing, so a retry runs the
 * write again (safely, see claim).
 */
export function registerIdempotency(
  app: FastifyInstance,
  db: Db,
  /** How long a first request holds its key before another may take over (it died mid-way). */
  leaseMs: number,
): void {
  const before = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    const accountId = request.accountAccess?.accountId ?? NO_ACCOUNT;
    if (typeof key !== 'string') return;
    const found = await claim(db, leaseMs, accountId, key, fingerprintOf(request));
    if (found.kind === 'replay') {
      return reply.code(found.status).header('idempotent-replayed', 'true').send(found.body);
    }
    request.idempotencyClaim = { accountId, key };
  };

  const after = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claimed = request.idempotencyClaim;
    if (!claimed) return payload;
    request.idempotencyClaim = undefined;
    const where = and(eq(idempotencyRequests.accountId, claimed.accountId), eq(idempotencyRequests.key, claimed.key));
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await db.delete(idempotencyRequests).where(where);
    } else {
      await db
        .update(idempotencyRequests)
        .set({ state: 'DONE', responseStatus: reply.statusCode, responseBody: JSON.parse(payload) as unknown })
        .where(where);
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), before];
    route.onSend = [...[route.onSend ?? []].flat(), after];
  });
}
