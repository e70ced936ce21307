import { dayIn } from '@portal/shared/account-time';
import type { ActedRule } from '@portal/shared/event-words';
import type { IngestEvent } from '@portal/shared/ingest';
import { isEarningStatus } from '@portal/shared/leads';
import type { dailyRollups, supplyEvents } from '../../db/schema/index';
import type { NewDomainEvent } from '../../outbox/record-events';

export type SupplyEventInsert = typeof supplyEvents.$inferInsert & {
  id: string;
  billable: boolean;
  priceCents: number;
  reason: string | null;
};
export type RollupInsert = typeof dailyRollups.$inferInsert & {
  leads: number;
  calls: number;
  answeredCalls: number;
  billable: number;
  spendCents: number;
  booked: number;
  won: number;
  revenueCents: number;
  lostToCap: number;
};

/** The reasons an event was not bought that a bigger budget or more funds would have bought it. */
const LOST_TO_CAP = new Set(['BUDGET_REACHED', 'INSUFFICIENT_FUNDS']);

/**
 * Adds (sign 1) or takes away (sign -1) what a lead or call in a status, with a job value, counts on the roll-up
 * of the day it was marked so.
 */
function countOutcome(
  rollup: RollupInsert,
  outcome: { customerStatus: string; jobValueCents: number | null | undefined },
  sign: 1 | -1,
) {
  rollup.booked += outcome.customerStatus === 'BOOKED' ? sign : 0;
  rollup.won += outcome.customerStatus === 'WON' ? sign : 0;
  rollup.revenueCents += isEarningStatus(outcome.customerStatus) ? sign * (outcome.jobValueCents ?? 0) : 0;
}

/**
 * The stored row of a posted event, once it is decided: ingestion and the demo history write the same
 * shape, so a seeded lead reads exactly like a posted one.
 */
export function eventRow(
  event: IngestEvent,
  decided: {
    id: string;
    accountId: string;
    priceCents: number;
    reason: string | null;
    receivedAt: Date;
    /** The demo's history: its status, job value and the day it was marked so (BOOKED or WON). */
    outcome?: { customerStatus: string; jobValueCents: number | null; outcomeDay: string | null };
    /** What the account's keyword rules marked on it as it arrived. */
    marks?: { tagIds: string[]; followUp: boolean; acted: ActedRule[] };
  },
): SupplyEventInsert {
  const billable = decided.reason === null;
  return {
    id: decided.id,
    externalId: event.externalId,
    accountId: decided.accountId,
    campaignId: event.campaignId,
    listingId: event.listingId ?? null,
    type: event.type,
    occurredAt: new Date(event.occurredAt),
    consumerName: event.consumer.name,
    consumerPhone: event.consumer.phone,
    consumerEmail: event.consumer.email ?? null,
    consumerZip: event.consumer.zip,
    serviceRequested: event.serviceRequested ?? null,
    message: event.message ?? null,
    callerNumber: event.call?.callerNumber ?? null,
    trackingNumber: event.call?.trackingNumber ?? null,
    durationSeconds: event.call?.durationSeconds ?? null,
    outcome: event.call?.outcome ?? null,
    priceCents: billable ? decided.priceCents : 0,
    billable,
    reason: decided.reason,
    customerStatus: decided.outcome?.customerStatus ?? 'NEW',
    jobValueCents: decided.outcome?.jobValueCents ?? null,
    outcomeDay: decided.outcome?.outcomeDay ?? null,
    // Every row carries them (a batch is inserted with the first row's columns).
    tagIds: decided.marks?.tagIds ?? [],
    followUp: decided.marks?.followUp ?? false,
    actedRules: decided.marks && decided.marks.acted.length > 0 ? decided.marks.acted : null,
    receivedAt: decided.receivedAt,
  };
}

/** "A new lead / call arrived", for the outbox (notifications, webhooks, the live stream). */
export const createdEventOf = (row: SupplyEventInsert): NewDomainEvent => {
  const data = {
    supplyEventId: row.id,
    externalId: row.externalId,
    campaignId: row.campaignId,
    listingId: row.listingId ?? null,
    occurredAt: row.occurredAt.toISOString(),
    consumer: { name: row.consumerName, phone: row.consumerPhone, zip: row.consumerZip },
    billable: row.billable,
    priceCents: row.priceCents,
    reason: row.reason,
  };
  return row.type === 'CALL'
    ? {
        type: 'call.created',
        accountId: row.accountId,
        occurredAt: row.occurredAt,
        data: { ...data, call: { outcome: row.outcome ?? 'ANSWERED', durationSeconds: row.durationSeconds ?? 0 } },
      }
    : { type: 'lead.created', accountId: row.accountId, occurredAt: row.occurredAt, data };
};

/**
 * What a set of events adds to the summary's daily roll-ups, one row per campaign and day (the day in the
 * account's time zone), so a batch updates each roll-up row once. An event counts on the day it arrived, and
 * (BOOKED or WON, in the demo's history) as an outcome on the day it was marked so.
 */
export function rollupsOf(rows: SupplyEventInsert[], zoneOf: (accountId: string) => string): RollupInsert[] {
  const rollups = new Map<string, RollupInsert>();
  const rollupOf = (row: SupplyEventInsert, day: string) => {
    const key = `${row.campaignId}|${day}`;
    let rollup = rollups.get(key);
    if (!rollup) {
      rollup = { accountId: row.accountId, campaignId: row.campaignId, day, ...emptyRollup() };
      rollups.set(key, rollup);
    }
    return rollup;
  };
  for (const row of rows) {
    const arrived = rollupOf(row, dayIn(zoneOf(row.accountId), row.occurredAt));
    arrived.leads += row.type === 'LEAD' ? 1 : 0;
    arrived.calls += row.type === 'CALL' ? 1 : 0;
    arrived.answeredCalls += row.outcome === 'ANSWERED' ? 1 : 0;
    arrived.billable += row.billable ? 1 : 0;
    arrived.spendCents += row.billable ? row.priceCents : 0;
    arrived.lostToCap += row.reason !== null && LOST_TO_CAP.has(row.reason) ? 1 : 0;
    if (row.outcomeDay)
      countOutcome(
        rollupOf(row, row.outcomeDay),
        { customerStatus: row.customerStatus ?? 'NEW', jobValueCents: row.jobValueCents },
        1,
      );
  }
  return [...rollups.values()];
}

type Outcome = { customerStatus: string; jobValueCents: number | null; outcomeDay: string | null };

/**
 * What a change of a lead or call's status or job value does to the roll-ups: its outcome leaves the day it was
 * counted on and counts on the day of its new one (the same day, or none).
 */
export function outcomeChange(
  event: { accountId: string; campaignId: string },
  before: Outcome,
  after: Outcome,
): RollupInsert[] {
  const changes = new Map<string, RollupInsert>();
  const count = (outcome: Outcome, sign: 1 | -1) => {
    if (!outcome.outcomeDay) return;
    const change = changes.get(outcome.outcomeDay) ?? { ...event, day: outcome.outcomeDay, ...emptyRollup() };
    countOutcome(change, outcome, sign);
    changes.set(outcome.outcomeDay, change);
  };
  count(before, -1);
  count(after, 1);
  return [...changes.values()].filter((change) => change.booked || change.won || change.revenueCents);
}

const emptyRollup = () => ({
  leads: 0,
  calls: 0,
  answeredCalls: 0,
  billable: 0,
  spendCents: 0,
  booked: 0,
  won: 0,
  revenueCents: 0,
  lostToCap: 0,
});
