import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { MAX_LIVE_STREAMS_PER_PERSON } from '@portal/shared/notifications';
import type { Db } from '../../db/database';
import { liveStreams } from '../../db/schema/index';
import { lockUntilCommit } from '../../db/transaction-lock';

/**
 * An open stream's row is touched this often by its process; one not touched for three times as long no
 * longer counts. Both by the database's clock: the app's may be stopped or moved (tests, the dev clock) and
 * differ between hosts, and a jump would make every live row look stale.
 */
export const TOUCH_EVERY_MS = 20_000;
const STALE = sql`now() - interval '60 seconds'`;

/**
 * Records a stream as open and ends, across every process, those of the person's streams past the cap, the
 * oldest first: their rows go, and each process closes the streams whose rows are gone at its next look.
 * Opens of one person are taken one at a time (a lock on their name), so two at once cannot both count five.
 */
export async function recordOpenStream(db: Db, stream: { id: string; recipient: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUntilCommit(tx, `live-streams:${stream.recipient}`);
    await tx.delete(liveStreams).where(and(eq(liveStreams.recipient, stream.recipient), lt(liveStreams.seenAt, STALE)));
    await tx.insert(liveStreams).values({ ...stream, seenAt: sql`now()` });
    const past = tx
      .select({ id: liveStreams.id })
      .from(liveStreams)
      .where(eq(liveStreams.recipient, stream.recipient))
      .orderBy(desc(liveStreams.openOrder))
      .offset(MAX_LIVE_STREAMS_PER_PERSON);
    await tx.delete(liveStreams).where(inArray(liveStreams.id, past));
  });
}

/** Which of these streams are still open by the record (the others were ended by an open elsewhere). */
export async function streamsStillOpen(db: Db, ids: string[], touch: boolean): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = touch
    ? await db
        .update(liveStreams)
        .set({ seenAt: sql`now()` })
        .where(inArray(liveStreams.id, ids))
        .returning({ id: liveStreams.id })
    : await db.select({ id: liveStreams.id }).from(liveStreams).where(inArray(liveStreams.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function recordClosedStream(db: Db, id: string): Promise<void> {
  await db.delete(liveStreams).where(eq(liveStreams.id, id));
}
