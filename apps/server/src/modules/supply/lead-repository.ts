import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  callTranscripts,
  campaigns,
  disputes,
  identityUsers,
  listings,
  supplyEventNotes,
  supplyEvents,
} from '../../db/schema/index';
import { olderThan, pageOf } from '../../db/keyset';
import { anyOf } from '../../db/bulk';
import { inAccount, type TenantScope } from '../../db/tenant-scope';
import type { Position } from '../../lib/cursor';
import {
  awaitingCallBack,
  filterConditions,
  newestFirst,
  summaryColumns,
  toEventSummary,
  type SupplyEventFilters,
} from './lead-queries';
import { transcriptTurns } from './transcript-columns';

const selectSummaries = (scope: TenantScope) =>
  scope.db
    .select(summaryColumns)
    .from(supplyEvents)
    .innerJoin(campaigns, eq(campaigns.id, supplyEvents.campaignId))
    .leftJoin(listings, eq(listings.id, supplyEvents.listingId));

/** One page of the activity table, newest first. */
export async function eventPage(
  scope: TenantScope,
  options: { filters: SupplyEventFilters; zone: string; after: Position | null; limit: number },
) {
  const rows = await selectSummaries(scope)
    .where(
      and(
        filterConditions(scope, options.filters, options.zone),
        olderThan(supplyEvents.occurredAt, supplyEvents.id, options.after),
      ),
    )
    .orderBy(...newestFirst)
    .limit(options.limit + 1);
  return pageOf(rows, options.limit, toEventSummary, ({ event }) => ({ at: event.occurredAt, id: event.id }));
}

/** The call-back inbox: what waits since the given moment, the newest `limit` of it, and how many in all. */
export async function awaitingPage(scope: TenantScope, since: Date, limit: number) {
  const waiting = inAccount(scope, supplyEvents.accountId, awaitingCallBack(since));
  const [rows, [total]] = await Promise.all([
    selectSummaries(scope)
      .where(waiting)
      .orderBy(...newestFirst)
      .limit(limit),
    scope.db
      .select({ count: sql<number>`count(*)::int` })
      .from(supplyEvents)
      .where(waiting),
  ]);
  return { count: total?.count ?? 0, items: rows.map(toEventSummary) };
}

export async function readEventSummary(scope: TenantScope, supplyEventId: string) {
  const [row] = await selectSummaries(scope).where(
    inAccount(scope, supplyEvents.accountId, eq(supplyEvents.id, supplyEventId)),
  );
  return row && { summary: toEventSummary(row), row: row.event };
}

export async function eventNotes(scope: TenantScope, supplyEventId: string) {
  const rows = await scope.db
    .select({ note: supplyEventNotes, authorName: identityUsers.name })
    .from(supplyEventNotes)
    .leftJoin(identityUsers, eq(identityUsers.username, supplyEventNotes.author))
    .where(inAccount(scope, supplyEventNotes.accountId, eq(supplyEventNotes.supplyEventId, supplyEventId)))
    .orderBy(asc(supplyEventNotes.createdAt), asc(supplyEventNotes.id));
  return rows.map(({ note, authorName }) => ({
    id: note.id,
    text: note.text,
    author: note.author,
    authorName: authorName || note.author,
    at: note.createdAt.toISOString(),
  }));
}

/** A call's transcript turns, or null when none came. */
export async function eventTranscript(scope: TenantScope, supplyEventId: string) {
  const [row] = await scope.db
    .select({ text: callTranscripts.text, speakers: callTranscripts.speakers, atSeconds: callTranscripts.atSeconds })
    .from(callTranscripts)
    .where(inAccount(scope, callTranscripts.accountId, eq(callTranscripts.supplyEventId, supplyEventId)));
  return row ? transcriptTurns(row) : null;
}

export async function latestDispute(scope: TenantScope, supplyEventId: string) {
  const [row] = await scope.db
    .select()
    .from(disputes)
    .where(inAccount(scope, disputes.accountId, eq(disputes.supplyEventId, supplyEventId)))
    .orderBy(desc(disputes.filedAt))
    .limit(1);
  return row;
}

/** The event row, locked until the transaction ends. */
export async function lockEventRow(scope: TenantScope, supplyEventId: string) {
  const [row] = await scope.db
    .select()
    .from(supplyEvents)
    .where(inAccount(scope, supplyEvents.accountId, eq(supplyEvents.id, supplyEventId)))
    .for('update');
  return row;
}

/** These rows of the account, locked in id order (two bulk changes at once wait for each other, never deadlock). */
export async function lockEventRows(scope: TenantScope, supplyEventIds: string[]) {
  return scope.db
    .select()
    .from(supplyEvents)
    .where(inAccount(scope, supplyEvents.accountId, anyOf(supplyEvents.id, supplyEventIds)))
    .orderBy(supplyEvents.id)
    .for('update');
}

/** A lead or call's tags and follow-up flag. */
export async function writeMarks(
  scope: TenantScope,
  supplyEventId: string,
  values: { tagIds: string[]; followUp: boolean },
) {
  await scope.db
    .update(supplyEvents)
    .set(values)
    .where(inAccount(scope, supplyEvents.accountId, eq(supplyEvents.id, supplyEventId)));
}

/** A lead or call's status, job value and the day it was marked BOOKED or WON. */
export async function writeOutcome(
  scope: TenantScope,
  supplyEventId: string,
  values: { customerStatus: string; jobValueCents: number | null; outcomeDay: string | null },
) {
  await scope.db
    .update(supplyEvents)
    .set(values)
    .where(inAccount(scope, supplyEvents.accountId, eq(supplyEvents.id, supplyEventId)));
}

/** Marks a missed call called back by a person, at a moment. */
export async function writeCalledBack(scope: TenantScope, supplyEventId: string, values: { at: Date; by: string }) {
  await scope.db
    .update(supplyEvents)
    .set({ calledBackAt: values.at, calledBackBy: values.by })
    .where(inAccount(scope, supplyEvents.accountId, eq(supplyEvents.id, supplyEventId)));
}

export async function insertNote(
  scope: TenantScope,
  values: { supplyEventId: string; text: string; author: string; authorUserId: string | null; createdAt: Date },
) {
  const [row] = await scope.db
    .insert(supplyEventNotes)
    .values({ ...values, accountId: scope.accountId })
    .returning();
  return row!;
}
