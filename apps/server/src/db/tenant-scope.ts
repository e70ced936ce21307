import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * The account a request may touch, as the access guard resolved it: repositories take this, never an id
 * from the request, so a lookup of another account's resource finds nothing and answers like an unknown id.
 */
export interface TenantScope {
  db: Db;
  accountId: string;
}

export const tenantScope = (db: Db, account: { accountId: string }): TenantScope => ({
  db,
  accountId: account.accountId,
});

/** The same scope on a transaction. */
export const withDb = (scope: TenantScope, db: Db): TenantScope => ({ db, accountId: scope.accountId });

/** A WHERE that keeps a query inside the scope's account, with any further conditions. */
export const inAccount = (scope: TenantScope, accountColumn: PgColumn, ...conditions: (SQL | undefined)[]): SQL =>
  and(eq(accountColumn, scope.accountId), ...conditions) as SQL;
