import { dayIn } from '@portal/shared/account-time';
import type { IngestEvent } from '@portal/shared/ingest';
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
};

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
    customerStatus?: string;
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
    customerStatus: decided.customerStatus ?? 'NEW',
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
 * account's time zone), so a batch updates each roll-up row once.
 */
export function rollupsOf(rows: SupplyEventInsert[], zoneOf: (accountId: string) => string): RollupInsert[] {
  const rollups = new Map<string, RollupInsert>();
  for (const row of rows) {
    const day = dayIn(zoneOf(row.accountId), row.occurredAt);
    const key = `${row.campaignId}|${day}`;
    const rollup = rollups.get(key) ?? {
      accountId: row.accountId,
      campaignId: row.campaignId,
      day,
      leads: 0,
      calls: 0,
      answeredCalls: 0,
      billable: 0,
      spendCents: 0,
    };
    rollup.leads += row.type === 'LEAD' ? 1 : 0;
    rollup.calls += row.type === 'CALL' ? 1 : 0;
    rollup.answeredCalls += row.outcome === 'ANSWERED' ? 1 : 0;
    rollup.billable += row.billable ? 1 : 0;
    rollup.spendCents += row.billable ? row.priceCents : 0;
    rollups.set(key, rollup);
  }
  return [...rollups.values()];
}
