import { count, eq, isNull } from 'drizzle-orm';
import { API_KEY_LIMITS, type ApiKey, type ApiKeyBody } from '@portal/shared/api-keys';
import { recordAudit, type Actor } from '../../db/audit';
import { apiKeys } from '../../db/schema/index';
import { inAccount, withDb, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import { apiKeyHash, apiKeyHint, newApiKeySecret } from './api-key-secret';
import { keyView, listKeys } from './api-key-repository';
import { lockUntilCommit } from '../../db/transaction-lock';

const DAY_SECONDS = 24 * 60 * 60;

const audited = (key: { name: string; scopes: readonly string[]; expiresAt: Date | null }) => ({
  name: key.name,
  scopes: key.scopes,
  expiresAt: key.expiresAt?.toISOString() ?? null,
});

/** Makes a key; the answer carries its secret, which is kept only as a digest. */
export async function createKey(
  scope: TenantScope,
  body: ApiKeyBody,
  actor: Actor,
  now: Date,
): Promise<ApiKey & { secret: string }> {
  return scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    // Counted under a lock on the account's keys, so that two makers at once cannot pass the limit together.
    await lockUntilCommit(tx, `api-keys:${scope.accountId}`);
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(inAccount(txScope, apiKeys.accountId, isNull(apiKeys.revokedAt)));
    if ((active?.n ?? 0) >= API_KEY_LIMITS.activePerAccount)
      throw new AppError(
        'CONFLICT',
        `This account has ${API_KEY_LIMITS.activePerAccount} API keys, the most it can have: revoke one it no longer uses first.`,
      );
    const secret = newApiKeySecret();
    const expiresAt = body.expiresInDays ? addSeconds(now, body.expiresInDays * DAY_SECONDS) : null;
    const [row] = await tx
      .insert(apiKeys)
      .values({
        accountId: scope.accountId,
        name: body.name,
        scopes: body.scopes,
        secretHash: apiKeyHash(secret),
        hint: apiKeyHint(secret),
        createdByUserId: actor.userId,
        createdBy: actor.username,
        createdAt: now,
        expiresAt,
      })
      .returning();
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'api_key',
      entityId: row!.id,
      subject: row!.name,
      action: 'create',
      before: null,
      after: audited(row!),
    });
    return { ...keyView(row!, now), secret };
  });
}

/** Revokes a key at once: the next request with it, on any process, is refused (nothing remembers a key). */
export async function revokeKey(scope: TenantScope, keyId: string, actor: Actor, now: Date): Promise<ApiKey[]> {
  return scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    // The update decides: of two revocations at once, one revokes and the other finds nothing left to revoke.
    const [key] = isUuid(keyId)
      ? await tx
          .update(apiKeys)
          .set({ revokedAt: now, revokedBy: actor.username })
          .where(inAccount(txScope, apiKeys.accountId, eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
          .returning()
      : [];
    if (!key) throw new AppError('NOT_FOUND', 'There is no such API key (it may have been revoked already).');
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'api_key',
      entityId: key.id,
      subject: key.name,
      action: 'delete',
      before: audited(key),
      after: null,
    });
    return (await listKeys(txScope)).map((row) => keyView(row, now));
  });
}
