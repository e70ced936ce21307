import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { REPEAT_CALLER_DAYS } from '@portal/shared/supply-events';
import type { Db } from '../../db/database';
import {
  accounts,
  campaigns,
  dailyRollups,
  ledgerEntries,
  listings,
  supplyEventOutbox,
  supplyEvents,
} from '../../db/schema/index';

export type SupplyEventRow = typeof supplyEvents.$inferSelect;

export async function findEventByExternalId(db: Db, externalId: string): Promise<SupplyEventRow | undefined> {
  const [row] = await db.select().from(supplyEvents).where(eq(supplyEvents.externalId, externalId));
  return row;
}

/**
 * The event's campaign with its account's zone, locked until the transaction ends: events of one campaign
 * are decided one after another, so the repeat-caller check and the budget see every earlier event.
 */
export async function lockEventCampaign(tx: Db, campaignId: string) {
  const [row] = await tx
    .select({ campaign: campaigns, timeZone: accounts.timeZone })
    .from(campaigns)
    .innerJoin(accounts, eq(accounts.id, campaigns.accountId))
    .where(eq(campaigns.id, campaignId))
    .for('update', { of: campaigns });
  return row;
}

export async function listingOfCampaign(tx: Db, listingId: string, campaignId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.campaignId, campaignId)));
  return rows.length > 0;
}

/** Whether the same phone reached this campaign in the days before (a repeat is not a new customer). */
export async function isRepeatCaller(tx: Db, campaignId: string, phone: string, at: Date): Promise<boolean> {
  const since = new Date(at.getTime() - REPEAT_CALLER_DAYS * 24 * 3600_000);
  const rows = await tx
    .select({ id: supplyEvents.id })
    .from(supplyEvents)
    .where(
      and(
        eq(supplyEvents.campaignId, campaignId),
        eq(supplyEvents.consumerPhone, phone),
        gte(supplyEvents.occurredAt, since),
        lt(supplyEvents.occurredAt, at),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Inserts the event unless its external id is already taken (then undefined: a concurrent duplicate won). */
export async function insertEvent(tx: Db, values: typeof supplyEvents.$inferInsert) {
  const [row] = await tx.insert(supplyEvents).values(values).onConflictDoNothing().returning();
  return row;
}

export async function markBillable(tx: Db, eventId: string, priceCents: number) {
  await tx
    .update(supplyEvents)
    .set({ billable: true, reason: null, priceCents })
    .where(and(eq(supplyEvents.id, eventId), ne(supplyEvents.billable, true)));
}

export async function markNotBillable(tx: Db, eventId: string, reason: string) {
  await tx.update(supplyEvents).set({ billable: false, reason, priceCents: 0 }).where(eq(supplyEvents.id, eventId));
}

export async function insertLedgerCharge(
  tx: Db,
  event: SupplyEventRow,
  charge: { amountCents: number; budgetChargeId: string },
) {
  await tx.insert(ledgerEntries).values({
    accountId: event.accountId,
    kind: 'CHARGE',
    amountCents: charge.amountCents,
    campaignId: event.campaignId,
    supplyEventId: event.id,
    budgetChargeId: charge.budgetChargeId,
    occurredAt: event.occurredAt,
  });
}

/** Adds an event to its day's roll-up (the day in the account's time zone). */
export async function addToRollup(
  tx: Db,
  event: SupplyEventRow & { billable: boolean; priceCents: number },
  day: string,
) {
  const counts = {
    leads: event.type === 'LEAD' ? 1 : 0,
    calls: event.type === 'CALL' ? 1 : 0,
    answeredCalls: event.outcome === 'ANSWERED' ? 1 : 0,
    billable: event.billable ? 1 : 0,
    spendCents: event.billable ? event.priceCents : 0,
  };
  await tx
    .insert(dailyRollups)
    .values({ accountId: event.accountId, campaignId: event.campaignId, day, ...counts })
    .onConflictDoUpdate({
      target: [dailyRollups.accountId, dailyRollups.campaignId, dailyRollups.day],
      set: {
        leads: sql`${dailyRollups.leads} + ${counts.leads}`,
        calls: sql`${dailyRollups.calls} + ${counts.calls}`,
        answeredCalls: sql`${dailyRollups.answeredCalls} + ${counts.answeredCalls}`,
        billable: sql`${dailyRollups.billable} + ${counts.billable}`,
        spendCents: sql`${dailyRollups.spendCents} + ${counts.spendCents}`,
      },
    });
}

export async function queueNewEvent(tx: Db, event: SupplyEventRow) {
  await tx.insert(supplyEventOutbox).values({
    supplyEventId: event.id,
    accountId: event.accountId,
    kind: event.type === 'CALL' ? 'NEW_CALL' : 'NEW_LEAD',
  });
}
