import { v7 as timeOrderedId } from 'uuid';
import { dayIn, ianaZoneOf } from '@portal/shared/account-time';
import { ingestEventSchema, type IngestEvent, type IngestResult } from '@portal/shared/ingest';
import { DISPUTE_WINDOW_DAYS, isEarningStatus } from '@portal/shared/leads';
import { INGEST_LIMITS, REPEAT_CALLER_DAYS, type RejectionReason } from '@portal/shared/supply-events';
import type { Db } from '../../db/database';
import { BillingModeChanged, confirmPostpaid, lockPrepaidFunds } from '../billing/index';
import { signalOutbox } from '../../outbox/outbox-signal';
import { notBillableReason, priceOf } from './assess-event';
import { eventRow, type SupplyEventInsert } from './event-rows';
import {
  campaignsOfListings,
  earlierContacts,
  findEventsByExternalId,
  accountFacts,
  writeTranscripts,
  lockCampaigns,
  type SupplyEventRow,
} from './ingest-repository';
import { applyRules, type RuleMarks } from './rule-actions';
import { LostRace, storeDecidedEvents } from './store-events';

const REPEAT_WINDOW_MS = REPEAT_CALLER_DAYS * 24 * 3600_000;
/**
 * A batch lost a race for an external id to a concurrent delivery, or a billing mode changed under it: it is
 * decided again, on what committed meanwhile.
 */
const RACE_RETRIES = 3;

type Stored = Pick<SupplyEventRow, 'id' | 'externalId' | 'billable' | 'priceCents' | 'reason'>;

const resultOf = (event: Stored, status: 'CREATED' | 'DUPLICATE'): IngestResult => ({
  externalId: event.externalId,
  supplyEventId: event.id,
  status,
  billable: event.billable,
  priceCents: event.billable ? event.priceCents : 0,
  reason: event.reason,
});

const rejected = (
  externalId: string | null,
  reason: string,
  details: { path: string; message: string }[],
): IngestResult => ({
  externalId,
  supplyEventId: null,
  status: 'REJECTED',
  billable: false,
  priceCents: 0,
  reason,
  details,
});

/**
 * The posted events: each is checked on its own, the valid ones are decided together; one answer each, in
 * order. `turn` runs the deciding (a limit on how many batches a process decides at once).
 */
export async function ingestBatch(
  db: Db,
  events: Record<string, unknown>[],
  now: () => Date,
  turn: <T>(decide: () => Promise<T>) => Promise<T> = (decide) => decide(),
): Promise<IngestResult[]> {
  const results: (IngestResult | undefined)[] = [];
  const valid: { index: number; event: IngestEvent }[] = [];
  for (const [index, raw] of events.entries()) {
    const parsed = ingestEventSchema.safeParse(raw);
    if (parsed.success) {
      valid.push({ index, event: parsed.data });
      continue;
    }
    const externalId = typeof raw.externalId === 'string' ? raw.externalId.slice(0, 254) : null;
    const details = parsed.error.issues.map((issue) => ({
      path: ['events', index, ...issue.path].join('.'),
      message: issue.message,
    }));
    results[index] = rejected(externalId, 'INVALID', details);
  }
  // The time is read when its turn comes: a batch may have waited for it.
  const decided = await turn(() =>
    ingestEvents(
      db,
      valid.map(({ event }) => event),
      now(),
    ),
  );
  for (const [position, { index }] of valid.entries()) results[index] = decided[position];
  return results as IngestResult[];
}

/** One event: see ingestEvents. */
export async function ingestEvent(db: Db, event: IngestEvent, now: Date): Promise<IngestResult> {
  const [result] = await ingestEvents(db, [event], now);
  return result!;
}

/**
 * Valid events, decided in the order given and all written in one transaction: a repeat of an external id
 * answers the first result and changes nothing; every other event is stored with its price, billed only
 * when every rule and the budget's hard cap allow, written to the ledger and the day's roll-up, and queued
 * for notifications, all or nothing. A batch costs a fixed handful of statements, not a few per event.
 */
export async function ingestEvents(db: Db, events: IngestEvent[], now: Date): Promise<IngestResult[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const results = await decideAndStore(db, events, now);
      signalOutbox();
      return results;
    } catch (error) {
      const decidedOnStaleReads = error instanceof LostRace || error instanceof BillingModeChanged;
      if (!decidedOnStaleReads || attempt >= RACE_RETRIES) throw error;
    }
  }
}

async function decideAndStore(db: Db, events: IngestEvent[], now: Date): Promise<IngestResult[]> {
  if (events.length === 0) return [];
  return db.transaction(async (tx) => {
    const locked = await lockCampaigns(
      tx,
      events.map((event) => event.campaignId),
    );
    const facts = await accountFacts(
      tx,
      [...locked.values()].map((found) => found.campaign.accountId),
      events.flatMap((event) => [event.consumer.phone, ...(event.call ? [event.call.callerNumber] : [])]),
    );
    // Read under the locks, so a delivery of the same events that committed meanwhile is seen.
    const earlier = await findEventsByExternalId(
      tx,
      events.map((event) => event.externalId),
    );
    const listingCampaign = await campaignsOfListings(
      tx,
      events.flatMap((event) => (event.listingId ? [event.listingId] : [])),
    );
    const repeat = await repeatCallerCheck(tx, events);

    // Answers are read at the end: a billable-looking event may yet meet its budget's cap below, and is
    // answered as stored.
    const storedRow = new Map<string, SupplyEventInsert>();
    const answers: (() => IngestResult)[] = [];
    const rows: SupplyEventInsert[] = [];
    const transcripts: Parameters<typeof writeTranscripts>[1] = [];
    const firstOfBatch = new Map<string, () => IngestResult>();
    const refuse = (event: IngestEvent, reason: RejectionReason, path: string, message: string) => {
      const result = rejected(event.externalId, reason, [{ path, message }]);
      firstOfBatch.set(event.externalId, () => result);
      answers.push(() => result);
    };
    for (const event of events) {
      const stored = earlier.get(event.externalId);
      const first = firstOfBatch.get(event.externalId);
      if (stored) {
        answers.push(() => resultOf(stored, 'DUPLICATE'));
        continue;
      }
      if (first) {
        answers.push(() => {
          const result = first();
          return result.status === 'REJECTED' ? result : { ...result, status: 'DUPLICATE' };
        });
        continue;
      }
      const untimely = untimelyReason(event, now);
      if (untimely) {
        refuse(event, untimely.reason, 'occurredAt', untimely.message);
        continue;
      }
      const found = locked.get(event.campaignId);
      if (!found) {
        refuse(event, 'UNKNOWN_CAMPAIGN', 'campaignId', 'is not a campaign');
        continue;
      }
      if (event.listingId && listingCampaign.get(event.listingId) !== event.campaignId) {
        refuse(event, 'UNKNOWN_LISTING', 'listingId', 'is not a listing of this campaign');
        continue;
      }
      const { campaign } = found;
      const price = priceOf(campaign, event);
      const { status, blocked, rules } = facts.get(campaign.accountId)!;
      const zone = ianaZoneOf(found.timeZone);
      let reason: string | null =
        (status === 'On Hold' ? 'ACCOUNT_ON_HOLD' : status === 'Closed' ? 'ACCOUNT_CLOSED' : null) ??
        (blocked.has(event.consumer.phone) || (event.call && blocked.has(event.call.callerNumber))
          ? 'BLOCKED_NUMBER'
          : null) ??
        notBillableReason(campaign, event, zone) ??
        (repeat.isRepeat(event) ? 'REPEAT_CALLER' : null);
      // A bought lead type always has a price (campaign rules); a zero one is not bought.
      if (!reason && price <= 0) reason = 'LEAD_TYPE_NOT_BOUGHT';
      repeat.remember(event);
      const marks = markedByRules(rules, event);
      const row = eventRow(event, {
        // Time-ordered: new rows land at the end of the key indexes instead of anywhere in 20 million.
        id: timeOrderedId(),
        accountId: campaign.accountId,
        priceCents: price,
        reason,
        receivedAt: now,
        // A rule's status counts as marked today, like a person's (BOOKED or WON: on today's roll-up).
        outcome:
          marks && marks.status !== 'NEW'
            ? {
                customerStatus: marks.status,
                jobValueCents: null,
                outcomeDay: isEarningStatus(marks.status) ? dayIn(zone, now) : null,
              }
            : undefined,
        marks,
      });
      rows.push(row);
      if (event.call?.transcript)
        transcripts.push({
          supplyEventId: row.id,
          accountId: campaign.accountId,
          turns: event.call.transcript,
          receivedAt: now,
        });
      const created = () => resultOf(storedRow.get(row.id)!, 'CREATED');
      firstOfBatch.set(event.externalId, created);
      answers.push(created);
    }

    // Billing rows are locked after the campaigns and before the budgets (see lockPrepaidFunds).
    const funds = await lockPrepaidFunds(
      tx,
      rows.filter((row) => row.billable).map((row) => row.accountId),
    );
    const zones = new Map([...locked.values()].map((found) => [found.campaign.accountId, ianaZoneOf(found.timeZone)]));
    const { stored, chargedAccountIds } = await storeDecidedEvents(tx, rows, {
      zoneOf: (accountId) => zones.get(accountId)!,
      funds,
      announce: true,
      alongside: () => writeTranscripts(tx, transcripts),
    });
    for (const row of stored) storedRow.set(row.id, row);
    await confirmPostpaid(
      tx,
      chargedAccountIds.filter((accountId) => funds.postpaid.has(accountId)),
    );
    return answers.map((answer) => answer());
  });
}

/** What the account's keyword rules mark on a new event (its message and transcript), or nothing when none acts. */
function markedByRules(rules: Parameters<typeof applyRules>[0], event: IngestEvent): RuleMarks | undefined {
  if (rules.length === 0) return undefined;
  const { marks } = applyRules(rules, [event.message, ...(event.call?.transcript ?? []).map((turn) => turn.text)], {
    tagIds: [],
    status: 'NEW',
    followUp: false,
    acted: [],
  });
  return marks.acted.length > 0 ? marks : undefined;
}

const FUTURE_TOLERANCE_MS = INGEST_LIMITS.maxFutureMinutes * 60_000;
const DISPUTE_WINDOW_MS = DISPUTE_WINDOW_DAYS * 24 * 3600_000;

/**
 * Why an event's time cannot be taken, or null: one dated ahead of now (past the senders' clock drift) would
 * be billed before it happened and into a budget period not yet begun, where no cap has been spent; one older
 * than the dispute window would be billed with no chance to dispute it.
 */
function untimelyReason(event: IngestEvent, now: Date): { reason: RejectionReason; message: string } | null {
  const at = Date.parse(event.occurredAt);
  if (at > now.getTime() + FUTURE_TOLERANCE_MS) {
    return {
      reason: 'OCCURRED_IN_FUTURE',
      message: `is more than ${INGEST_LIMITS.maxFutureMinutes} minutes after the time it was received (${now.toISOString()})`,
    };
  }
  if (at < now.getTime() - DISPUTE_WINDOW_MS) {
    return {
      reason: 'OLDER_THAN_DISPUTE_WINDOW',
      message: `is more than ${DISPUTE_WINDOW_DAYS} days before the time it was received (${now.toISOString()}): it could no longer be disputed`,
    };
  }
  return null;
}

/**
 * The repeat-caller rule for a batch: an event is a repeat when the same phone reached the same campaign
 * in the days before it, whether stored earlier or earlier in this batch.
 */
async function repeatCallerCheck(tx: Db, events: IngestEvent[]) {
  const times = events.map((event) => Date.parse(event.occurredAt));
  const contacts = await earlierContacts(tx, {
    contacts: events.map((event) => ({ campaignId: event.campaignId, phone: event.consumer.phone })),
    since: new Date(Math.min(...times) - REPEAT_WINDOW_MS),
    until: new Date(Math.max(...times)),
  });
  const seen = new Map<string, number[]>();
  const keyOf = (campaignId: string, phone: string) => `${campaignId}|${phone}`;
  const add = (key: string, at: number) => seen.set(key, [...(seen.get(key) ?? []), at]);
  for (const contact of contacts) add(keyOf(contact.campaignId, contact.consumerPhone), contact.occurredAt.getTime());
  return {
    isRepeat: (event: IngestEvent) => {
      const at = Date.parse(event.occurredAt);
      return (seen.get(keyOf(event.campaignId, event.consumer.phone)) ?? []).some(
        (earlierAt) => earlierAt >= at - REPEAT_WINDOW_MS && earlierAt < at,
      );
    },
    remember: (event: IngestEvent) => add(keyOf(event.campaignId, event.consumer.phone), Date.parse(event.occurredAt)),
  };
}
