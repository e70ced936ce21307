import { createApiKey } from '@portal/shared/contracts/api-keys/create-api-key';
import { listApiKeys } from '@portal/shared/contracts/api-keys/list-api-keys';
import { revokeApiKey } from '@portal/shared/contracts/api-keys/revoke-api-key';
import type { Actor } from '../../db/audit';
import { tenantScope } from '../../db/tenant-scope';
import type { Principal } from '../../http/authenticate';
import { registerEndpoint } from '../../http/endpoint';
import type { App, AppDeps } from '../../http/types';
import { keyView, listKeys } from './api-key-repository';
import { createKey, revokeKey } from './api-key-service';

const actorOf = (principal: Principal): Actor => ({ userId: principal.userId, username: principal.username });

/** The account's API keys: list, make, revoke (ADMIN and up; keys themselves cannot manage keys). */
export function registerApiKeyEndpoints(app: App, { database, clock }: AppDeps): void {
  const db = database.db;

  registerEndpoint(app, listApiKeys, async ({ account }) => ({
    items: (await listKeys(tenantScope(db, account))).map((row) => keyView(row, clock.now())),
  }));

  registerEndpoint(app, createApiKey, async ({ account, body, principal }) =>
    createKey(tenantScope(db, account), body, actorOf(principal), clock.now()),
  );

  registerEndpoint(app, revokeApiKey, async ({ account, params, principal }) => ({
    items: await revokeKey(tenantScope(db, account), params.keyId, actorOf(principal), clock.now()),
  }));
}
