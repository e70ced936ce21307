import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { newerThan, olderThan, pageOf } from '../../db/keyset';
import { accounts, campaigns, dailyRollups, disputes, listings, supplyEvents } from '../../db/schema/index';
import type { Position } from '../../lib/cursor';
import { hasRecording, latestDisputeStatus, toEventSummary } from './lead-queries';
import { toDispute } from './dispute-view';

export type DisputeRow = typeof disputes.$inferSelect;

export async function insertDispute(tx: Db, values: typeof disputes.$inferInsert): Promise<DisputeRow> {
  const [row] = await tx.insert(disputes).values(values).returning();
  return row!;
}

export async function lockDisputeRow(tx: Db, disputeId: string): Promise<DisputeRow | undefined> {
  const [row] = await tx.select().from(disputes).where(eq(disputes.id, disputeId)).for('update');
  return row;
}

export async function writeDecision(tx: Db, disputeId: string, values: Partial<DisputeRow>) {
  await tx.update(disputes).set(values).where(eq(disputes.id, disputeId));
}

/** Adds to the disputes count and takes a credit off the spend of the event's day roll-up. */
export async function adjustRollup(
  tx: Db,
  key: { accountId: string; campaignId: string; day: string },
  change: { disputes?: number; spendCents?: number },
) {
  await tx
    .update(dailyRollups)
    .set({
      disputes: sql`${dailyRollups.disputes} + ${change.disputes ?? 0}`,
      spendCents: sql`${dailyRollups.spendCents} + ${change.spendCents ?? 0}`,
    })
    .where(
      and(
        eq(dailyRollups.accountId, key.accountId),
        eq(dailyRollups.campaignId, key.campaignId),
        eq(dailyRollups.day, key.day),
      ),
    );
}

const selectStaffDisputes = (db: Db) =>
  db
    .select({
      dispute: disputes,
      accountName: accounts.name,
      event: supplyEvents,
      campaignName: campaigns.name,
      listingName: listings.displayName,
      disputeStatus: latestDisputeStatus,
      hasRecording,
    })
    .from(disputes)
    .innerJoin(accounts, eq(accounts.id, disputes.accountId))
    .innerJoin(supplyEvents, eq(supplyEvents.id, disputes.supplyEventId))
    .innerJoin(campaigns, eq(campaigns.id, supplyEvents.campaignId))
    .leftJoin(listings, eq(listings.id, supplyEvents.listingId));

type StaffRow = Awaited<ReturnType<ReturnType<typeof selectStaffDisputes>['where']>>[number];

const toStaffDispute = (row: StaffRow) => ({
  ...toDispute(row.dispute),
  accountId: row.dispute.accountId,
  accountName: row.accountName,
  event: toEventSummary(row),
});

export async function readStaffDispute(db: Db, disputeId: string) {
  const [row] = await selectStaffDisputes(db).where(eq(disputes.id, disputeId));
  return row && toStaffDispute(row);
}

/** Disputes across accounts for provider staff, newest first. */
export async function staffDisputePage(
  db: Db,
  options: {
    status?: DisputeRow['status'];
    accountId?: string;
    campaignId?: string;
    reasonCode?: DisputeRow['reasonCode'];
    oldestFirst: boolean;
    after: Position | null;
    limit: number;
  },
) {
  const rows = await selectStaffDisputes(db)
    .where(
      and(
        options.status ? eq(disputes.status, options.status) : undefined,
        options.accountId ? eq(disputes.accountId, options.accountId) : undefined,
        options.campaignId ? eq(supplyEvents.campaignId, options.campaignId) : undefined,
        options.reasonCode ? eq(disputes.reasonCode, options.reasonCode) : undefined,
        (options.oldestFirst ? newerThan : olderThan)(disputes.filedAt, disputes.id, options.after),
      ),
    )
    .orderBy(
      ...(options.oldestFirst
        ? [asc(disputes.filedAt), asc(disputes.id)]
        : [desc(disputes.filedAt), desc(disputes.id)]),
    )
    .limit(options.limit + 1);
  return pageOf(rows, options.limit, toStaffDispute, ({ dispute }) => ({ at: dispute.filedAt, id: dispute.id }));
}
