import { supplyEventTitle } from '@portal/shared/supply-events';
import type { z } from 'zod/mini';
import { dayIn } from '@portal/shared/account-time';
import { LEAD_TAG_LIMITS } from '@portal/shared/tag-ids';
import type { SupplyEventBulk } from '@portal/shared/lead-bulk';
import {
  DISPUTE_WINDOW_DAYS,
  INBOX,
  isEarningStatus,
  type CustomerStatus,
  type Inbox,
  type SupplyEvent,
  type SupplyEventUpdate,
  type supplyEventListQuerySchema,
} from '@portal/shared/leads';
import { eq } from 'drizzle-orm';
import { accountZone } from '../../db/account-zone';
import type { Db } from '../../db/database';
import { supplyEvents } from '../../db/schema/index';
import { withDb, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { changedFields, recordAudit, type Actor } from '../../db/audit';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { isUuid } from '../../lib/uuid';
import { recordEvents } from '../../outbox/record-events';
import { signalOutbox } from '../../outbox/outbox-signal';
import {
  awaitingPage,
  eventNotes,
  eventPage,
  eventTranscript,
  insertNote,
  latestDispute,
  lockEventRow,
  readEventSummary,
  lockEventRows,
  writeCalledBack,
  writeMarks,
  writeOutcome,
} from './lead-repository';
import { tagNames } from './lead-tags';
import { outcomeChange } from './event-rows';
import { addToRollups } from './ingest-repository';
import { toDispute } from './dispute-view';

type ListQuery = z.output<typeof supplyEventListQuerySchema>;
type EventRow = Awaited<ReturnType<typeof lockedEvent>>;

export const noSuchEvent = () => new AppError('NOT_FOUND', 'There is no such lead or call.');

/** A lead or call as the audit log names it: "Lead from Maria Lopez", "Call from Derek Chen". */
export const eventSubject = (row: { type: string; consumerName: string }) =>
  supplyEventTitle(row.type, row.consumerName);

/** The event row, locked until the transaction ends; an unknown (or malformed) id is the 404. */
export async function lockedEvent(txScope: TenantScope, supplyEventId: string) {
  const row = isUuid(supplyEventId) ? await lockEventRow(txScope, supplyEventId) : undefined;
  if (!row) throw noSuchEvent();
  return row;
}

export const disputeDeadlineOf = (occurredAt: Date) =>
  new Date(occurredAt.getTime() + DISPUTE_WINDOW_DAYS * 24 * 3600_000);

/** The account an event belongs to (any account: the caller's right to know is checked by the caller). */
export async function accountOfEvent(db: Db, supplyEventId: string): Promise<string | null> {
  if (!isUuid(supplyEventId)) return null;
  const [row] = await db
    .select({ accountId: supplyEvents.accountId })
    .from(supplyEvents)
    .where(eq(supplyEvents.id, supplyEventId));
  return row?.accountId ?? null;
}

export async function listEvents(scope: TenantScope, query: ListQuery) {
  const { cursor, limit, ...filters } = query;
  const page = await eventPage(scope, {
    filters,
    zone: await accountZone(scope),
    after: cursor ? decodeCursor(cursor) : null,
    limit,
  });
  return { items: page.items, nextCursor: page.last ? encodeCursor(page.last) : null };
}

/** Everything about one lead or call: the summary, its message, notes, latest dispute and whether one may be filed. */
export async function loadEvent(scope: TenantScope, supplyEventId: string, now: Date): Promise<SupplyEvent> {
  const found = isUuid(supplyEventId) ? await readEventSummary(scope, supplyEventId) : undefined;
  if (!found) throw noSuchEvent();
  const [notes, dispute, transcript] = await Promise.all([
    eventNotes(scope, supplyEventId),
    latestDispute(scope, supplyEventId),
    found.row.type === 'CALL' ? eventTranscript(scope, supplyEventId) : null,
  ]);
  const deadline = disputeDeadlineOf(found.row.occurredAt);
  const live = dispute && dispute.status !== 'REJECTED';
  return {
    ...found.summary,
    message: found.row.message,
    notes,
    dispute: dispute ? toDispute(dispute) : null,
    disputeDeadline: deadline.toISOString(),
    canDispute: found.row.billable && now <= deadline && !live,
    transcript,
    rulesActed: found.row.actedRules ?? [],
  };
}

/** What one change sets on a lead or call: any of its status, job value, tags (the whole set) and follow-up flag. */
interface EventChange {
  status?: CustomerStatus | undefined;
  jobValueCents?: number | null | undefined;
  tagIds?: string[] | undefined;
  followUp?: boolean | undefined;
}

/**
 * Sets a lead or call's status, its job value, its tags or its follow-up flag. Marked BOOKED or WON, it counts
 * (with its job value) on the summary's roll-up of the day it was marked so; a new job value or the move between
 * BOOKED and WON keeps that day, any other status leaves it.
 */
export async function updateEvent(
  scope: TenantScope,
  supplyEventId: string,
  update: SupplyEventUpdate,
  actor: Actor,
  now: Date,
) {
  const today = dayIn(await accountZone(scope), now);
  await scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const current = await lockedEvent(txScope, supplyEventId);
    const names = await tagNames(txScope, [...current.tagIds, ...(update.tagIds ?? [])], 'tagIds');
    await applyChange(txScope, current, update, { today, actor, now, names });
  });
  signalOutbox();
  return loadEvent(scope, supplyEventId, now);
}

/**
 * One change to many leads and calls, all or none: every id must be the account's (else 404, nothing changed),
 * and no row may pass ten tags (else 422 naming it). Each row changes as a single update would, audited on its own.
 */
export async function bulkUpdate(scope: TenantScope, bulk: SupplyEventBulk, actor: Actor, now: Date) {
  const today = dayIn(await accountZone(scope), now);
  const changed = await scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const rows = await lockEventRows(txScope, bulk.supplyEventIds);
    if (rows.length !== bulk.supplyEventIds.length)
      throw new AppError(
        'NOT_FOUND',
        `${bulk.supplyEventIds.length - rows.length} of the chosen leads and calls are not this account's: nothing was changed.`,
      );
    const adding = bulk.addTagIds ?? [];
    const removing = new Set(bulk.removeTagIds ?? []);
    const names = await tagNames(
      txScope,
      [...rows.flatMap((row) => row.tagIds), ...adding, ...removing],
      bulk.addTagIds ? 'addTagIds' : 'removeTagIds',
    );
    let count = 0;
    for (const row of rows) {
      const tagIds =
        adding.length > 0 || removing.size > 0
          ? [...new Set([...row.tagIds, ...adding])].filter((id) => !removing.has(id))
          : undefined;
      if (tagIds && tagIds.length > LEAD_TAG_LIMITS.perLead)
        throw new AppError(
          'BUSINESS_RULE',
          `${eventSubject(row)} would carry ${tagIds.length} tags, more than ${LEAD_TAG_LIMITS.perLead}: nothing was changed.`,
          [{ path: 'body.addTagIds', message: `would give a lead or call more than ${LEAD_TAG_LIMITS.perLead} tags` }],
        );
      const change = { status: bulk.status, tagIds, followUp: bulk.followUp };
      if (await applyChange(txScope, row, change, { today, actor, now, names })) count += 1;
    }
    return count;
  });
  signalOutbox();
  return { changed };
}

/** A row's change inside the caller's transaction; answers whether anything changed. */
export async function applyChange(
  txScope: TenantScope,
  current: EventRow,
  update: EventChange,
  context: { today: string; actor: Actor; now: Date; names: Map<string, string> },
): Promise<boolean> {
  const { today, actor, now, names } = context;
  const tagsOf = (ids: string[]) => ids.map((id) => names.get(id) ?? id);
  const before = {
    customerStatus: current.customerStatus,
    jobValueCents: current.jobValueCents,
    tags: tagsOf(current.tagIds),
    followUp: current.followUp,
  };
  const after = {
    customerStatus: update.status ?? current.customerStatus,
    jobValueCents: update.jobValueCents === undefined ? current.jobValueCents : update.jobValueCents,
    tags: tagsOf(update.tagIds ?? current.tagIds),
    followUp: update.followUp ?? current.followUp,
  };
  const change = changedFields(before, after);
  if (!change) return false;
  const outcome = { customerStatus: after.customerStatus, jobValueCents: after.jobValueCents };
  const outcomeChanged =
    outcome.customerStatus !== current.customerStatus || outcome.jobValueCents !== current.jobValueCents;
  if (outcomeChanged) {
    // Booked then won (or a new value) stays on the day it was first marked so: a job booked last month and
    // won this month is last month's revenue, and last month's figures do not change.
    const stillMarked = isEarningStatus(current.customerStatus) && current.outcomeDay;
    const outcomeDay = isEarningStatus(outcome.customerStatus) ? (stillMarked ? current.outcomeDay : today) : null;
    await writeOutcome(txScope, current.id, { ...outcome, outcomeDay });
    await addToRollups(
      txScope.db,
      outcomeChange(
        current,
        {
          customerStatus: current.customerStatus,
          jobValueCents: current.jobValueCents,
          outcomeDay: current.outcomeDay,
        },
        { ...outcome, outcomeDay },
      ),
    );
  }
  if (update.tagIds !== undefined || update.followUp !== undefined)
    await writeMarks(txScope, current.id, {
      tagIds: update.tagIds ?? current.tagIds,
      followUp: after.followUp,
    });
  await recordAudit(txScope.db, {
    accountId: txScope.accountId,
    actor,
    entity: 'supply_event',
    entityId: current.id,
    subject: eventSubject(current),
    action: 'update',
    ...change,
  });
  if (outcomeChanged)
    await recordEvents(txScope.db, [updatedEvent(current, { ...outcome, calledBackAt: current.calledBackAt }, now)]);
  return true;
}

/** The call-back inbox of the account: what waits from the last 7 days, newest first, and how many. */
export async function loadInbox(scope: TenantScope, now: Date): Promise<Inbox> {
  return awaitingPage(scope, new Date(now.getTime() - INBOX.lookBackDays * 24 * 3600_000), INBOX.listed);
}

/**
 * Marks a missed call or voicemail called back: it leaves the inbox, and its status stays as it is (a call back
 * may not reach the caller). Marking it again keeps the first time and who.
 */
export async function markCalledBack(scope: TenantScope, supplyEventId: string, actor: Actor, now: Date) {
  const marked = await scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const current = await lockedEvent(txScope, supplyEventId);
    if (current.type !== 'CALL' || current.outcome === 'ANSWERED') {
      throw new AppError('BUSINESS_RULE', 'Only a missed call or a voicemail can be marked called back.');
    }
    if (current.calledBackAt) return false;
    await writeCalledBack(txScope, supplyEventId, { at: now, by: actor.username });
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'supply_event',
      // The row's id, not the address's spelling of it (an id in capitals finds the same row).
      entityId: current.id,
      subject: eventSubject(current),
      action: 'update',
      before: { calledBackAt: null },
      after: { calledBackAt: now.toISOString() },
    });
    await recordEvents(tx, [updatedEvent(current, { ...current, calledBackAt: now }, now)]);
    return true;
  });
  if (marked) signalOutbox();
  return loadEvent(scope, supplyEventId, now);
}

/** `lead.updated`: what the screens showing it and the customer's own systems hear of a change. */
function updatedEvent(
  current: EventRow,
  after: { customerStatus: string; jobValueCents: number | null; calledBackAt: Date | null },
  now: Date,
) {
  return {
    type: 'lead.updated' as const,
    accountId: current.accountId,
    occurredAt: now,
    data: {
      supplyEventId: current.id,
      externalId: current.externalId,
      campaignId: current.campaignId,
      type: current.type,
      // The column holds only the statuses the API lets in (text in the database).
      status: after.customerStatus as CustomerStatus,
      previousStatus: current.customerStatus as CustomerStatus,
      jobValueCents: after.jobValueCents,
      calledBackAt: after.calledBackAt?.toISOString() ?? null,
    },
  };
}

export async function addNote(scope: TenantScope, supplyEventId: string, text: string, actor: Actor, now: Date) {
  await scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const event = await lockedEvent(txScope, supplyEventId);
    const note = await insertNote(txScope, {
      supplyEventId,
      text,
      author: actor.username,
      authorUserId: actor.userId,
      createdAt: now,
    });
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'supply_event_note',
      entityId: note.id,
      subject: eventSubject(event),
      action: 'create',
      before: null,
      after: { supplyEventId, text },
    });
  });
  return loadEvent(scope, supplyEventId, now);
}
