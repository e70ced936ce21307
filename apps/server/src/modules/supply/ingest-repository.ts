import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { anyOf, insertMany, pairIn } from '../../db/bulk';
import {
  accounts,
  blockedNumbers,
  callTranscripts,
  campaigns,
  dailyRollups,
  keywordRules,
  listings,
  supplyEvents,
} from '../../db/schema/index';
import type { TranscriptTurn } from '@portal/shared/event-words';
import type { RuleToApply } from './rule-actions';
import { transcriptColumns } from './transcript-columns';
import { createdEventOf, type RollupInsert, type SupplyEventInsert } from './event-rows';
import { recordEvents } from '../../outbox/record-events';

export type SupplyEventRow = typeof supplyEvents.$inferSelect;

export async function findEventsByExternalId(db: Db, externalIds: string[]): Promise<Map<string, SupplyEventRow>> {
  if (externalIds.length === 0) return new Map();
  const rows = await db.select().from(supplyEvents).where(anyOf(supplyEvents.externalId, externalIds));
  return new Map(rows.map((row) => [row.externalId, row]));
}

/**
 * The events' campaigns with their account's zone, locked until the transaction ends and always in the same
 * order (so two batches never wait on each other in a circle): events of one campaign are decided one
 * after another, so the repeat-caller check and the budget see every earlier event.
 */
export async function lockCampaigns(tx: Db, campaignIds: string[]) {
  const rows = await tx
    .select({ campaign: campaigns, timeZone: accounts.timeZone })
    .from(campaigns)
    .innerJoin(accounts, eq(accounts.id, campaigns.accountId))
    .where(inArray(campaigns.id, [...new Set(campaignIds)].sort()))
    .orderBy(campaigns.id)
    .for('update', { of: campaigns });
  return new Map(rows.map((row) => [row.campaign.id, row]));
}

/**
 * Each account's status, and which of these numbers it has blocked, read after its campaigns are locked: in a
 * statement of its own, so it sees a hold that committed while this batch waited for the locks (a status change
 * locks the campaigns first, account-status-service.ts); read in the locking statement, a waiting batch would
 * see the status of before. The blocked numbers and the keyword rules ride along, so neither costs ingestion a
 * round trip.
 */
export async function accountFacts(
  tx: Db,
  accountIds: string[],
  phones: string[],
): Promise<Map<string, { status: string; blocked: Set<string>; rules: RuleToApply[] }>> {
  if (accountIds.length === 0) return new Map();
  const numbers = [...new Set(phones)];
  const rows = await tx
    .select({
      id: accounts.id,
      status: accounts.status,
      // Qualified by hand: drizzle writes a one-table select's columns without their table, which inside the
      // subquery would name blocked_numbers' own id.
      blocked: sql<string[]>`array(select blocked.phone from ${blockedNumbers} as blocked
        where blocked.account_id = ${accounts}.id
        and blocked.phone = any(${sql.param(numbers)}::text[]))`,
      // In the order they act: oldest first.
      rules: sql<RuleToApply[]>`coalesce((select json_agg(json_build_object('id', rule.id, 'name', rule.name,
          'phrases', rule.phrases, 'tagIds', rule.tag_ids, 'setStatus', rule.set_status, 'followUp', rule.follow_up)
          order by rule.created_at, rule.id)
        from ${keywordRules} as rule where rule.account_id = ${accounts}.id), '[]'::json)`,
    })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(accountIds)]));
  return new Map(rows.map((row) => [row.id, { status: row.status, blocked: new Set(row.blocked), rules: row.rules }]));
}

/** The campaign of each of these listings that exists. */
export async function campaignsOfListings(tx: Db, listingIds: string[]): Promise<Map<string, string>> {
  if (listingIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: listings.id, campaignId: listings.campaignId })
    .from(listings)
    .where(inArray(listings.id, [...new Set(listingIds)]));
  return new Map(rows.map((row) => [row.id, row.campaignId]));
}

/**
 * When these campaigns heard from these phones within [since, until): what the repeat-caller rule needs
 * for a whole batch in one read (the index on campaign, phone and time serves it).
 */
export async function earlierContacts(
  tx: Db,
  query: { contacts: { campaignId: string; phone: string }[]; since: Date; until: Date },
): Promise<{ campaignId: string; consumerPhone: string; occurredAt: Date }[]> {
  if (query.contacts.length === 0) return [];
  return tx
    .select({
      campaignId: supplyEvents.campaignId,
      consumerPhone: supplyEvents.consumerPhone,
      occurredAt: supplyEvents.occurredAt,
    })
    .from(supplyEvents)
    .where(
      and(
        pairIn(
          [supplyEvents.campaignId, supplyEvents.consumerPhone],
          query.contacts.map((contact) => [contact.campaignId, contact.phone]),
        ),
        gte(supplyEvents.occurredAt, query.since),
        lt(supplyEvents.occurredAt, query.until),
      ),
    );
}

/**
 * Inserts the events, skipping any whose external id another delivery took meanwhile; answers how many
 * were written.
 */
export async function insertEvents(tx: Db, rows: SupplyEventInsert[]): Promise<number> {
  return insertMany(tx, supplyEvents, rows, { onConflictDoNothing: true });
}

/** New calls' transcripts, in one statement (none: no statement). */
export async function writeTranscripts(
  tx: Db,
  transcripts: { supplyEventId: string; accountId: string; turns: TranscriptTurn[]; receivedAt: Date }[],
) {
  await insertMany(
    tx,
    callTranscripts,
    transcripts.map(({ turns, ...transcript }) => ({ ...transcript, ...transcriptColumns(turns) })),
  );
}

/**
 * A call's transcript in place of the one it had, if any. The caller holds the call's row locked (lockedEvent), so
 * two uploads for one call do not both delete and then both insert.
 */
export async function replaceTranscript(
  tx: Db,
  transcript: { supplyEventId: string; accountId: string; turns: TranscriptTurn[]; receivedAt: Date },
) {
  await tx.delete(callTranscripts).where(eq(callTranscripts.supplyEventId, transcript.supplyEventId));
  await writeTranscripts(tx, [transcript]);
}

/**
 * Adds to the daily roll-ups (one row per campaign and day), each row's figures in one atomic upsert, so that
 * ingestion, disputes and a lead's status change can add to the same row at once. A change is added as it is:
 * negative figures take away.
 */
export async function addToRollups(tx: Db, rollups: RollupInsert[]) {
  if (rollups.length === 0) return;
  await tx
    .insert(dailyRollups)
    // Always in one order: two writers that both touch the same two rows (a batch with a late event, a lead
    // marked on another day) then wait for each other instead of deadlocking.
    .values(rollups.toSorted(byRollupKey))
    .onConflictDoUpdate({
      target: [dailyRollups.accountId, dailyRollups.campaignId, dailyRollups.day],
      set: {
        leads: sql`${dailyRollups.leads} + excluded.leads`,
        calls: sql`${dailyRollups.calls} + excluded.calls`,
        answeredCalls: sql`${dailyRollups.answeredCalls} + excluded.answered_calls`,
        billable: sql`${dailyRollups.billable} + excluded.billable`,
        spendCents: sql`${dailyRollups.spendCents} + excluded.spend_cents`,
        booked: sql`${dailyRollups.booked} + excluded.booked`,
        won: sql`${dailyRollups.won} + excluded.won`,
        revenueCents: sql`${dailyRollups.revenueCents} + excluded.revenue_cents`,
        lostToCap: sql`${dailyRollups.lostToCap} + excluded.lost_to_cap`,
      },
    });
}

const byRollupKey = (a: RollupInsert, b: RollupInsert) =>
  a.accountId.localeCompare(b.accountId) || a.campaignId.localeCompare(b.campaignId) || a.day.localeCompare(b.day);

export async function queueNewEvents(tx: Db, rows: SupplyEventInsert[]) {
  await recordEvents(tx, rows.map(createdEventOf));
}
