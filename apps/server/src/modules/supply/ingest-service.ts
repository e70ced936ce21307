import { dayIn, ianaZoneOf } from '@portal/shared/account-time';
import { ingestEventSchema, type IngestEvent, type IngestResult } from '@portal/shared/ingest';
import type { Db } from '../../db/database';
import { chargeBudget, supplyEventChargeKey } from '../../lib/budget-charge';
import { notBillableReason, priceOf } from './assess-event';
import {
  addToRollup,
  findEventByExternalId,
  insertEvent,
  insertLedgerCharge,
  isRepeatCaller,
  listingOfCampaign,
  lockEventCampaign,
  markBillable,
  markNotBillable,
  queueNewEvent,
  type SupplyEventRow,
} from './ingest-repository';

const resultOf = (event: SupplyEventRow, status: 'CREATED' | 'DUPLICATE'): IngestResult => ({
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

/** The posted events, one after another, each in its own transaction; one answer per event, in order. */
export async function ingestBatch(db: Db, events: Record<string, unknown>[], now: Date): Promise<IngestResult[]> {
  const results: IngestResult[] = [];
  for (const [index, raw] of events.entries()) {
    const parsed = ingestEventSchema.safeParse(raw);
    if (!parsed.success) {
      const externalId = typeof raw.externalId === 'string' ? raw.externalId.slice(0, 254) : null;
      const details = parsed.error.issues.map((issue) => ({
        path: ['events', index, ...issue.path].join('.'),
        message: issue.message,
      }));
      results.push(rejected(externalId, 'INVALID', details));
      continue;
    }
    results.push(await ingestEvent(db, parsed.data, now));
  }
  return results;
}

/**
 * One event, in one transaction: a repeat of its external id answers the first result and changes
 * nothing; otherwise it is stored with its price, billed only when every rule and the budget's hard cap
 * allow, written to the ledger and the day's roll-up, and queued for notifications, all or nothing.
 */
export async function ingestEvent(db: Db, event: IngestEvent, now: Date): Promise<IngestResult> {
  const earlier = await findEventByExternalId(db, event.externalId);
  if (earlier) return resultOf(earlier, 'DUPLICATE');
  return db.transaction(async (tx) => {
    const found = await lockEventCampaign(tx, event.campaignId);
    if (!found) {
      return rejected(event.externalId, 'UNKNOWN_CAMPAIGN', [{ path: 'campaignId', message: 'is not a campaign' }]);
    }
    const { campaign } = found;
    if (event.listingId && !(await listingOfCampaign(tx, event.listingId, campaign.id))) {
      return rejected(event.externalId, 'UNKNOWN_LISTING', [
        { path: 'listingId', message: 'is not a listing of this campaign' },
      ]);
    }
    const zone = ianaZoneOf(found.timeZone);
    const occurredAt = new Date(event.occurredAt);
    const price = priceOf(campaign, event);
    let reason =
      notBillableReason(campaign, event, zone) ??
      ((await isRepeatCaller(tx, campaign.id, event.consumer.phone, occurredAt)) ? 'REPEAT_CALLER' : null);
    // A bought lead type always has a price (campaign rules); a zero one is not bought.
    if (!reason && price <= 0) reason = 'LEAD_TYPE_NOT_BOUGHT';
    const inserted = await insertEvent(tx, {
      externalId: event.externalId,
      accountId: campaign.accountId,
      campaignId: campaign.id,
      listingId: event.listingId ?? null,
      type: event.type,
      occurredAt,
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
      priceCents: 0,
      billable: false,
      reason,
      receivedAt: now,
    });
    // Another delivery of the same external id committed first (it names another campaign, or raced).
    if (!inserted) return resultOf((await findEventByExternalId(tx, event.externalId))!, 'DUPLICATE');
    let stored: SupplyEventRow = inserted;
    if (!reason) {
      const charge = await chargeBudget(tx, {
        accountId: campaign.accountId,
        campaignId: campaign.id,
        amountCents: price,
        chargeKey: supplyEventChargeKey(inserted.id),
        at: occurredAt,
      });
      if (charge.accepted) {
        await markBillable(tx, inserted.id, price);
        await insertLedgerCharge(tx, inserted, { amountCents: price, budgetChargeId: charge.chargeId });
        stored = { ...inserted, billable: true, priceCents: price };
      } else {
        reason = 'BUDGET_REACHED';
        await markNotBillable(tx, inserted.id, reason);
        stored = { ...inserted, reason };
      }
    }
    await addToRollup(tx, stored, dayIn(zone, occurredAt));
    await queueNewEvent(tx, stored);
    return resultOf(stored, 'CREATED');
  });
}
