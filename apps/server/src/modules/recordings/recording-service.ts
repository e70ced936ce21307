import { recordEvents } from '../../outbox/record-events';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  RECORDING_LINK_SECONDS,
  RECORDING_MAX_BYTES,
  RECORDING_RETENTION,
  RECORDING_TYPES,
  type RecordingLink,
} from '@portal/shared/recordings';
import { RecordingTooLarge, type RecordingStorage } from '../../adapters/recording-storage';
import type { Db } from '../../db/database';
import { recordingSettings } from '../../db/schema/index';
import { withDb, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { changedFields, recordAudit, type Actor } from '../../db/audit';
import { randomToken, sha256 } from '../../lib/secrets';
import { isUuid } from '../../lib/uuid';
import { eq } from 'drizzle-orm';
import {
  callByExternalId,
  expiredRecordings,
  insertLink,
  markDeleted,
  removeExpiredLinks,
  saveRecording,
  scopedRecording,
  settingsOf,
} from './recording-repository';

const EXTENSIONS: Record<string, string> = { 'audio/mpeg': 'mp3', 'audio/wav': 'wav', 'audio/ogg': 'ogg' };

export const MEDIA_PATH = '/api/call-management/call-recording/media';

/**
 * Stores a call's audio as it streams in (never whole in memory), then records where it is; a second upload
 * for the same call replaces the first. Refused when the call is unknown, is not a call, or the account
 * does not record calls.
 */
export async function uploadRecording(
  db: Db,
  storage: RecordingStorage,
  input: { externalId: string; contentType: string; audio: Readable },
  now: Date,
) {
  if (!(RECORDING_TYPES as readonly string[]).includes(input.contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the audio as one of: ${RECORDING_TYPES.join(', ')}.`);
  }
  const event = await callByExternalId(db, input.externalId);
  if (!event) throw new AppError('NOT_FOUND', 'There is no call with this externalId: post the call first.');
  if (event.type !== 'CALL') throw new AppError('BUSINESS_RULE', 'Only a call has a recording; this is a form lead.');
  const settings = await settingsOf(db, event.accountId);
  if (settings && !settings.recordCalls) {
    throw new AppError('BUSINESS_RULE', 'Call recording is off for this account: the audio was not kept.');
  }
  const key = path.posix.join(event.accountId, `${event.id}-${randomToken(6)}.${EXTENSIONS[input.contentType]}`);
  let sizeBytes: number;
  try {
    sizeBytes = await storage.write(key, input.audio, RECORDING_MAX_BYTES);
  } catch (error) {
    if (error instanceof RecordingTooLarge) {
      throw new AppError('TOO_LARGE', `A recording can be at most ${RECORDING_MAX_BYTES / 1024 / 1024} MB.`);
    }
    throw error;
  }
  const replaced = await db.transaction(async (tx) => {
    const previous = await saveRecording(tx, {
      supplyEventId: event.id,
      accountId: event.accountId,
      storageKey: key,
      contentType: input.contentType,
      sizeBytes,
      createdAt: now,
    });
    await recordEvents(tx, [
      {
        type: 'call.recording_ready',
        accountId: event.accountId,
        occurredAt: now,
        data: { supplyEventId: event.id, contentType: input.contentType, sizeBytes },
      },
    ]);
    return previous;
  });
  if (replaced && replaced !== key) await storage.remove(replaced);
  return { supplyEventId: event.id, contentType: input.contentType as 'audio/mpeg', sizeBytes };
}

/** A link that plays the recording for 15 minutes: the token is random, the database keeps its hash. */
export async function recordingLink(scope: TenantScope, supplyEventId: string, now: Date): Promise<RecordingLink> {
  const recording = isUuid(supplyEventId) ? await scopedRecording(scope, supplyEventId) : undefined;
  if (!recording) throw new AppError('NOT_FOUND', 'There is no recording of this call.');
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + RECORDING_LINK_SECONDS * 1000);
  await insertLink(scope.db, { tokenHash: sha256(token), supplyEventId, accountId: scope.accountId, expiresAt });
  return {
    url: `${MEDIA_PATH}/${token}`,
    expiresAt: expiresAt.toISOString(),
    contentType: recording.contentType as 'audio/mpeg',
    sizeBytes: recording.sizeBytes,
  };
}

export async function loadSettings(scope: TenantScope) {
  const row = await settingsOf(scope.db, scope.accountId);
  return row
    ? { recordCalls: row.recordCalls, retentionDays: row.retentionDays, version: row.version }
    : { recordCalls: true, retentionDays: RECORDING_RETENTION.defaultDays, version: 1 };
}

export async function saveSettings(
  scope: TenantScope,
  input: { recordCalls: boolean; retentionDays: number; version: number },
  actor: Actor,
) {
  await scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    // The row is made on first save, so two first saves race on its key: the loser retries and sees the version.
    await tx.insert(recordingSettings).values({ accountId: scope.accountId }).onConflictDoNothing();
    const [current] = await tx
      .select()
      .from(recordingSettings)
      .where(eq(recordingSettings.accountId, scope.accountId))
      .for('update');
    if (current!.version !== input.version) {
      throw new AppError(
        'CONFLICT',
        'Someone else changed the recording settings since you opened them. Reload and try again.',
      );
    }
    const next = { recordCalls: input.recordCalls, retentionDays: input.retentionDays };
    const change = changedFields(current!, next);
    if (!change) return;
    await tx
      .update(recordingSettings)
      .set({ ...next, version: current!.version + 1, updatedAt: new Date() })
      .where(eq(recordingSettings.accountId, txScope.accountId));
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'recording_settings',
      entityId: scope.accountId,
      action: 'update',
      ...change,
    });
  });
  return loadSettings(scope);
}

/** Deletes audio past each account's retention (the row stays, marked deleted) and forgets expired links. */
export async function applyRetention(db: Db, storage: RecordingStorage, now: Date): Promise<number> {
  const expired = await expiredRecordings(db, now);
  for (const recording of expired) {
    await storage.remove(recording.storageKey);
    await markDeleted(db, recording.supplyEventId, now);
  }
  await removeExpiredLinks(db, now);
  return expired.length;
}
