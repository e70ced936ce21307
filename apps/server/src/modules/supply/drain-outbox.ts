import { and, isNull, sql } from 'drizzle-orm';
import { anyOf } from '../../db/bulk';
import type { Db } from '../../db/database';
import { supplyEventOutbox } from '../../db/schema/index';

export const DRAIN_SUPPLY_OUTBOX_JOB = 'drain-supply-outbox';

/**
 * Marks queued "new lead / new call" entries as handled, oldest first. Notifications and webhooks (the
 * next features) hook in here; until then the entries are recorded and drained, so none piles up.
 */
export async function drainSupplyOutbox(db: Db, now: Date, batch = 500): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({ id: supplyEventOutbox.id })
      .from(supplyEventOutbox)
      .where(isNull(supplyEventOutbox.drainedAt))
      .orderBy(supplyEventOutbox.createdAt)
      .limit(batch)
      .for('update', { skipLocked: true });
    if (pending.length === 0) return 0;
    await tx
      .update(supplyEventOutbox)
      .set({ drainedAt: now })
      .where(
        and(
          anyOf(
            supplyEventOutbox.id,
            pending.map((row) => row.id),
          ),
          sql`${supplyEventOutbox.drainedAt} is null`,
        ),
      );
    return pending.length;
  });
}
