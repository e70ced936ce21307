import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { recordingLinks, recordingSettings, recordings, supplyEvents } from '../../db/schema/index';
import { inAccount, type TenantScope } from '../../db/tenant-scope';

export type RecordingRow = typeof recordings.$inferSelect;

export async function callByExternalId(db: Db, externalId: string) {
  const [row] = await db.select().from(supplyEvents).where(eq(supplyEvents.externalId, externalId));
  return row;
}

export async function settingsOf(db: Db, accountId: string) {
  const [row] = await db.select().from(recordingSettings).where(eq(recordingSettings.accountId, accountId));
  return row;
}

export async function liveRecording(db: Db, supplyEventId: string): Promise<RecordingRow | undefined> {
  const [row] = await db
    .select()
    .from(recordings)
    .where(and(eq(recordings.supplyEventId, supplyEventId), isNull(recordings.deletedAt)));
  return row;
}

export async function scopedRecording(scope: TenantScope, supplyEventId: string) {
  const [row] = await scope.db
    .select()
    .from(recordings)
    .where(
      inAccount(scope, recordings.accountId, eq(recordings.supplyEventId, supplyEventId), isNull(recordings.deletedAt)),
    );
  return row;
}

/** Keeps the newest audio of a call (a second upload replaces the first); answers the key it replaced. */
export async function saveRecording(db: Db, values: typeof recordings.$inferInsert): Promise<string | null> {
  const previous = await db
    .select({ key: recordings.storageKey })
    .from(recordings)
    .where(eq(recordings.supplyEventId, values.supplyEventId));
  await db
    .insert(recordings)
    .values(values)
    .onConflictDoUpdate({
      target: recordings.supplyEventId,
      set: {
        storageKey: values.storageKey,
        contentType: values.contentType,
        sizeBytes: values.sizeBytes,
        createdAt: values.createdAt,
        deletedAt: null,
      },
    });
  return previous[0]?.key ?? null;
}

export async function insertLink(db: Db, values: typeof recordingLinks.$inferInsert) {
  await db.insert(recordingLinks).values(values);
}

export async function linkByHash(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(recordingLinks)
    .where(and(eq(recordingLinks.tokenHash, tokenHash), gt(recordingLinks.expiresAt, now)));
  return row;
}

/** Recordings past their account's retention (90 days where the account never chose). */
export async function expiredRecordings(db: Db, now: Date) {
  return db
    .select({ supplyEventId: recordings.supplyEventId, storageKey: recordings.storageKey })
    .from(recordings)
    .leftJoin(recordingSettings, eq(recordingSettings.accountId, recordings.accountId))
    .where(
      and(
        isNull(recordings.deletedAt),
        lt(
          recordings.createdAt,
          sql`${now}::timestamptz - make_interval(days => coalesce(${recordingSettings.retentionDays}, 90))`,
        ),
      ),
    );
}

export async function markDeleted(db: Db, supplyEventId: string, now: Date) {
  await db.update(recordings).set({ deletedAt: now }).where(eq(recordings.supplyEventId, supplyEventId));
}

export async function removeExpiredLinks(db: Db, now: Date) {
  await db.delete(recordingLinks).where(lt(recordingLinks.expiresAt, now));
}
