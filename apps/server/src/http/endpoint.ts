import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Contract, ContractParsed, ContractResponse } from '@portal/shared/api/contract';
import * as z from 'zod/mini';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX } from '@portal/shared/api/contract';
import { apiErrorSchema } from '@portal/shared/errors';
import { mayChangeClosedAccount } from '@portal/shared/account-status';
import type { AccountAccess } from './access';
import type { Person, Principal } from './authenticate';
import type { App } from './types';

/** Failures every endpoint of an access kind may answer, besides its contract's own. */
const ERRORS_BY_ACCESS: Record<Contract['access']['kind'], number[]> = {
  public: [400, 429],
  signedIn: [400, 401, 429],
  staff: [400, 401, 403, 429],
  account: [400, 401, 403, 404, 429],
  ingest: [400, 401, 429],
};

const REQUIRED_KEY = 'is required: a key of your choice (e.g. a UUID) that a retry of this request sends again';
// Each check says its own problem: without a message of its own, a too long key was reported as missing.
const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string({ error: REQUIRED_KEY })
    .check(
      z.minLength(1, REQUIRED_KEY),
      z.maxLength(IDEMPOTENCY_KEY_MAX, `must be at most ${IDEMPOTENCY_KEY_MAX} characters`),
      z.regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces, and sent once'),
    ),
});

/** What a handler gets: the parsed request, who calls, and (account routes) the account and the caller's role. */
export type EndpointContext<C extends Contract> = ContractParsed<C> & {
  /** A person on signed-in and staff routes; on account routes a person or an API key (http/access.ts). */
  principal: C['access']['kind'] extends 'public' | 'ingest'
    ? Principal | undefined
    : C['access']['kind'] extends 'account'
      ? Principal
      : Person;
  /** Account routes, and staff routes whose path names an account. */
  account: C['access']['kind'] extends 'account'
    ? AccountAccess
    : C['access']['kind'] extends 'staff'
      ? C['path'] extends `${string}:accountId${string}`
        ? AccountAccess
        : undefined
      : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A file answer (CSV, PDF) may also be a stream, sent as it is produced. */
type HandlerAnswer<C extends Contract> = C['produces'] extends string
  ? ContractResponse<C> | Readable
  : ContractResponse<C>;

export type EndpointHandler<C extends Contract> = (context: EndpointContext<C>) => Promise<HandlerAnswer<C>>;

/**
 * Registers a contract with its handler: the route, its validation, its access rule and its OpenAPI
 * entry (security, errors, tags) all come from the contract, so none of them is written twice.
 */
export function registerEndpoint<C extends Contract>(
  app: App,
  contract: C,
  handler: EndpointHandler<C>,
  options: {
    /**
     * An account read whose answer depends only on the account's data, the caller's role and the request:
     * remembered per process until the account changes (http/read-cache.ts).
     */
    remembered?: boolean;
  } = {},
): void {
  if (options.remembered && (contract.method !== 'GET' || contract.access.kind !== 'account' || contract.produces)) {
    throw new Error(`${contract.method} /api/${contract.path}: only an account's JSON reads can be remembered`);
  }
  // A customer's change to a closed account is refused with 409 (http/access.ts).
  const closedAccount =
    contract.access.kind === 'account' &&
    contract.method !== 'GET' &&
    !mayChangeClosedAccount(contract.access.permission)
      ? [409]
      : [];
  const errors = Object.fromEntries(
    [...new Set([...ERRORS_BY_ACCESS[contract.access.kind], ...closedAccount, ...(contract.errors ?? [])])].map(
      (status) => [status, apiErrorSchema],
    ),
  );
  app.route({
    method: contract.method,
    url: `/api/${contract.path}`,
    config: { access: contract.access, idempotent: contract.idempotent === true },
    // A file body (audio) is handed to the handler as a stream, up to its own limit.
    ...(contract.rawBody && { bodyLimit: contract.rawBody.maxBytes }),
    schema: {
      tags: [...contract.tags],
      summary: contract.summary,
      // A route a key's scope opens takes either a person's token or such a key (http/access.ts).
      ...(contract.access.kind !== 'public' && {
        security: [
          { bearerAuth: [] },
          ...(contract.access.kind === 'account' && contract.access.keyScope
            ? [{ apiKey: [contract.access.keyScope] }]
            : []),
        ],
      }),
      ...(contract.params && { params: contract.params }),
      ...(contract.query && { querystring: contract.query }),
      ...(contract.body && { body: contract.body }),
      // A money write names its attempt, so that a retry of it cannot move the money twice.
      ...(contract.idempotent && { headers: idempotencyHeaders }),
      // A file answer is sent as it is, not through the JSON serializer; OpenAPI says what it is.
      ...(contract.produces && { produces: [contract.produces] }),
      response: { ...(!contract.produces && { [contract.status ?? 200]: contract.response }), ...errors },
    },
    handler: async (request, reply) => {
      const context = {
        params: request.params,
        query: request.query,
        body: request.body,
        principal: request.principal,
        account: request.accountAccess,
        request,
        reply,
      } as EndpointContext<C>;
      reply.code(contract.status ?? 200);
      if (options.remembered) {
        // Remembered as sent: a remembered answer is neither checked against its schema nor serialized again.
        const json = await app.readCache.remember(
          request.accountAccess!.accountId,
          `${contract.path} ${request.accountAccess!.role ?? 'staff'} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`,
          async () => reply.serialize(await handler(context)) as string,
        );
        return reply.type('application/json; charset=utf-8').send(json);
      }
      const answer = await handler(context);
      if (contract.produces) {
        reply.type(contract.produces.startsWith('text/') ? `${contract.produces}; charset=utf-8` : contract.produces);
      }
      return reply.send(answer);
    },
  });
}
