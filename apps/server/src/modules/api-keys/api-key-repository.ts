import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ApiKey } from '@portal/shared/api-keys';
import type { Db } from '../../db/database';
import { apiKeys } from '../../db/schema/index';
import { inAccount, type TenantScope } from '../../db/tenant-scope';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The account's keys not revoked (expired ones too, marked so), newest first. */
export function listKeys(scope: TenantScope): Promise<ApiKeyRow[]> {
  return scope.db
    .select()
    .from(apiKeys)
    .where(inAccount(scope, apiKeys.accountId, isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function findKeyByHash(db: Db, secretHash: string): Promise<ApiKeyRow | null> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.secretHash, secretHash));
  return row ?? null;
}

/** Notes a key's use, unless a later one was noted already (two processes may both note it). */
export async function noteKeyUsed(db: Db, keyId: string, at: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.id, keyId), sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < ${at})`));
}

export function keyView(row: ApiKeyRow, now: Date): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    hint: row.hint,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expired: row.expiresAt !== null && row.expiresAt <= now,
  };
}
