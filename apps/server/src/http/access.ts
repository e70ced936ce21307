import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContractAccess } from '@portal/shared/api/contract';
import { requiredRole, type Permission } from '@portal/shared/api/permissions';
import { roleAtLeast, type Role } from '@portal/shared/roles';
import { apiKeyRole } from '@portal/shared/api/api-key-scopes';
import type { Db } from '../db/database';
import type { AccessTokenVerifier } from './token-verifier';
import type { AccessCache } from './access-cache';
import { accountExists, accountStatus, findAccountRole } from './account-roles';
import { CLOSED_ACCOUNT_MESSAGE, mayChangeClosedAccount } from '@portal/shared/account-status';
import { AppError } from '../lib/app-error';
import { isUuid } from '../lib/uuid';
import { authenticate, type Principal } from './authenticate';
import { apiKeyOf, REFUSED_KEY_MESSAGES, type ApiKeyVerifier } from './api-key-verifier';
import { assertIngestKey } from './ingest-key';
import type { RateLimits } from './rate-limits';

/** What a route requires of its caller: the access of its contract. A route without one stops the start. */
export type Access = ContractAccess;

/** The account a request acts on, as the guard resolved it for an account route. */
export interface AccountAccess {
  accountId: string;
  /** The caller's role, or null for provider staff acting on an account they hold no role on. */
  role: Role | null;
  viaStaff: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    accountAccess?: AccountAccess;
  }
}

// Routes that plugins add (the docs UI and its assets) are public by nature.
const PLUGIN_ROUTES = /^\/api\/docs(\/|$)/;

export interface AccessRule {
  method: string;
  url: string;
  access: Access;
}

/**
 * The one place tenant isolation lives: declared per route, enforced before every handler. Returns the
 * table of every API route and its rule, which the access-matrix test walks.
 */
export function registerAccessControl(
  app: FastifyInstance,
  deps: {
    db: Db;
    verifier: AccessTokenVerifier;
    apiKeys: ApiKeyVerifier;
    ingestKeys: readonly string[];
    accessCache: AccessCache;
    rateLimits: RateLimits;
  },
): AccessRule[] {
  const table: AccessRule[] = [];
  const { rateLimits } = deps;
  // Runs first thing on every API route, before the body is parsed or anything validated: a caller who may
  // not use a route learns nothing from it (not even that their input was malformed) and costs no more than
  // the check. It also counts the request against its sender: the person once their token checks out, the
  // address when there is no person (a signed-out route, or a sign-in that failed), or the ingest key.
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') return rateLimits.byAddress(request, reply);
    if (access.kind === 'ingest') {
      const key = await counted(request, reply, () => assertIngestKey(request, deps.ingestKeys));
      return rateLimits.byIngestKey(request, reply, key);
    }
    const apiKey = apiKeyOf(request);
    if (apiKey !== null) return guardApiKey(request, reply, access, apiKey);
    const principal = await counted(request, reply, () => authenticate(request, deps.verifier));
    await rateLimits.byPerson(request, reply, principal.username);
    if (access.kind === 'signedIn') return;
    if (access.kind === 'staff') {
      if (!principal.isAdmin) throw new AppError('FORBIDDEN', 'Only provider staff can do this.');
      // A staff action on one account (its path names it) gets the account resolved as account routes do: an
      // id that is not an account's answers 404 here, not in each handler.
      if (request.routeOptions.url?.includes(':accountId'))
        request.accountAccess = await resolveAccountAccess(deps, request, principal, 'VIEWER');
      return;
    }
    request.accountAccess = await resolveAccountAccess(deps, request, principal, requiredRole(access.permission));
    if (!principal.isAdmin) await refuseChangeToClosedAccount(request, access.permission);
  };

  /**
   * An API key (one of the customer's own systems): only routes whose contract names a key scope, only on the
   * key's own account (any other answers 404, as an account nobody may see does), only with that scope. The
   * request then runs as a person with the key's role would, named "API key <name>" in the audit log.
   */
  const guardApiKey = async (request: FastifyRequest, reply: FastifyReply, access: Access, secret: string) => {
    const caller = await counted(request, reply, async () => {
      const found = await deps.apiKeys.verify(secret);
      if ('refused' in found) throw new AppError('UNAUTHENTICATED', REFUSED_KEY_MESSAGES[found.refused]);
      return found;
    });
    await rateLimits.byApiKey(request, reply, caller.keyId);
    if (access.kind !== 'account' || !access.keyScope)
      throw new AppError('FORBIDDEN', 'An API key cannot call this route: it is for people signed in to the portal.');
    const accountId = (request.params as { accountId?: string }).accountId;
    if (accountId !== caller.accountId) throw new AppError('NOT_FOUND', 'There is no such account.');
    if (!caller.scopes.includes(access.keyScope))
      throw new AppError('FORBIDDEN', `This API key does not have the ${access.keyScope} scope this route needs.`);
    request.principal = {
      userId: null,
      username: `API key ${caller.name}`,
      isAdmin: false,
      signInId: null,
      apiKey: { id: caller.keyId, name: caller.name },
    };
    request.accountAccess = { accountId, role: apiKeyRole(caller.scopes), viaStaff: false };
    await refuseChangeToClosedAccount(request, access.permission);
  };

  /**
   * A closed account is read-only for its customers, but for paying what it owes (account-status.ts). A 409, the
   * account's state, not a 403: the web ends the session on a 403, and a tab opened before the closing may ask.
   */
  async function refuseChangeToClosedAccount(request: FastifyRequest, permission: Permission) {
    if (request.method === 'GET' || mayChangeClosedAccount(permission)) return;
    if ((await accountStatus(deps.db, request.accountAccess!.accountId)) === 'Closed')
      throw new AppError('CONFLICT', CLOSED_ACCOUNT_MESSAGE);
  }

  /** A sign-in check (token or ingest key); one that fails counts against the address, so floods of bad ones meet a 429. */
  async function counted<T>(request: FastifyRequest, reply: FastifyReply, check: () => T | Promise<T>): Promise<T> {
    try {
      return await check();
    } catch (error) {
      if (error instanceof AppError && error.code === 'UNAUTHENTICATED') await rateLimits.byAddress(request, reply);
      throw error;
    }
  }

  app.addHook('onRoute', (route) => {
    if (PLUGIN_ROUTES.test(route.url)) {
      // The API docs' pages are signed-out pages like any other.
      route.onRequest = [...[route.onRequest ?? []].flat(), rateLimits.byAddress];
      return;
    }
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access rule (config.access)`);
    if (access.kind === 'account' && !route.url.includes(':accountId')) {
      throw new Error(`${String(route.method)} ${route.url} is account-scoped but has no :accountId parameter`);
    }
    route.onRequest = [...[route.onRequest ?? []].flat(), guard];
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url: route.url, access });
  });
  return table;
}

async function resolveAccountAccess(
  { db, accessCache }: { db: Db; accessCache: AccessCache },
  request: FastifyRequest,
  principal: Principal,
  minimumRole: Role,
): Promise<AccountAccess> {
  const accountId = (request.params as { accountId?: string }).accountId ?? '';
  if (principal.isAdmin) {
    if (!isUuid(accountId) || !(await accessCache.accountExists(accountId, () => accountExists(db, accountId))))
      throw new AppError('NOT_FOUND', 'There is no such account.');
    return { accountId, role: null, viaStaff: true };
  }
  // Unknown and foreign accounts answer alike, so nobody learns which account ids exist.
  const role = isUuid(accountId)
    ? await accessCache.accountRole(principal.username, accountId, () =>
        findAccountRole(db, principal.username, accountId),
      )
    : null;
  if (!role) throw new AppError('FORBIDDEN', 'You do not have access to this account.');
  if (!roleAtLeast(role, minimumRole))
    throw new AppError('FORBIDDEN', `This needs the ${minimumRole} role or higher on the account; you are ${role}.`);
  return { accountId, role, viaStaff: false };
}
