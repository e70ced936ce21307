import { eq, sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import { describe, expect, it } from 'vitest';
import type { IngestAnswer } from '@portal/shared/ingest';
import { ALWAYS_SCHEDULE, businessHours } from '@portal/shared/weekly-schedule';
import { DEV_INGEST_KEY } from '../../config/env';
import { dailyRollups, domainEvents, ledgerEntries, supplyEvents } from '../../db/schema/index';
import { createCampaignFixture } from '../../test/campaign-samples';
import { createAccount } from '../../test/factories';
import { manualClock, useTestApp } from '../../test/test-app';
import { ingestBatch } from './ingest-service';

// The events below happen on Wednesday 18 November 2026 (and some on the next days); they are received by Friday evening.
const clock = manualClock(new Date('2026-11-20T19:00:00Z'));
const testApp = useTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const db = () => testApp.database.db;

const post = (events: unknown[], key: string | null = DEV_INGEST_KEY) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/ingest/supply-events',
    headers: key ? { authorization: `Bearer ${key}` } : {},
    payload: { events },
  });

const results = async (events: unknown[]) => {
  const response = await post(events);
  expect(response.statusCode).toBe(200);
  return response.json<IngestAnswer>().results;
};

let serial = 0;
/** A form lead at noon on Wednesday 18 November 2026 in Chicago, from a new phone, in ZIP 78701. */
const lead = (campaignId: string, overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    externalId: `lead-${Date.now()}-${serial}`,
    type: 'LEAD',
    campaignId,
    occurredAt: '2026-11-18T18:00:00Z',
    consumer: {
      name: 'Pat Customer',
      phone: `+1512555${String(1000 + (serial % 9000)).padStart(4, '0')}`,
      zip: '78701',
    },
    serviceRequested: 'Leaking water heater',
    ...overrides,
  };
};

const call = (campaignId: string, callOverrides: Record<string, unknown> = {}) => ({
  ...lead(campaignId, { type: 'CALL' }),
  call: {
    callerNumber: '+15125550111',
    trackingNumber: '+15125550150',
    durationSeconds: 95,
    outcome: 'ANSWERED',
    ...callOverrides,
  },
});

/** A campaign in a Central-time account, buying calls at $45 and form leads at $25 in 78701, with a monthly cap. */
async function campaign(overrides: Record<string, unknown> = {}, capCents = 1_000_000) {
  const account = await createAccount(db(), { timeZone: 'CST' });
  return createCampaignFixture(db(), account.id, { schedule: ALWAYS_SCHEDULE, ...overrides }, { capCents });
}

describe('ingesting supply events', () => {
  it('needs a valid ingest key: none, a wrong one or a person’s token answers 401', async () => {
    const { campaign: target } = await campaign();
    expect((await post([lead(target.id)], null)).statusCode).toBe(401);
    expect((await post([lead(target.id)], 'wrong-key-of-the-right-length')).statusCode).toBe(401);
    expect((await post([lead(target.id)], 'eyJhbGciOiJSUzI1NiJ9.e30.sig')).statusCode).toBe(401);
    expect(await db().select().from(supplyEvents).where(eq(supplyEvents.campaignId, target.id))).toEqual([]);
  });

  it('prices and bills a lead, writing the event, the ledger charge, the day’s roll-up and the outbox together', async () => {
    const { campaign: target } = await campaign();
    const [result] = await results([lead(target.id)]);
    expect(result).toMatchObject({ status: 'CREATED', billable: true, priceCents: 2500, reason: null });
    const [charge] = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.supplyEventId, result!.supplyEventId!));
    expect(charge).toMatchObject({ kind: 'CHARGE', amountCents: 2500, campaignId: target.id });
    const [rollup] = await db().select().from(dailyRollups).where(eq(dailyRollups.campaignId, target.id));
    expect(rollup).toMatchObject({ day: '2026-11-18', leads: 1, calls: 0, billable: 1, spendCents: 2500 });
    const queued = await db()
      .select()
      .from(domainEvents)
      .where(sql`${domainEvents.payload}->>'supplyEventId' = ${result!.supplyEventId!}`);
    expect(queued).toMatchObject([
      {
        type: 'lead.created',
        accountId: target.accountId,
        payload: { supplyEventId: result!.supplyEventId, billable: true, priceCents: 2500, reason: null },
      },
    ]);
  });

  it('answers a repeated external id with the first result and changes nothing', async () => {
    const { campaign: target } = await campaign();
    const event = lead(target.id);
    const [first] = await results([event]);
    const [again] = await results([{ ...event, consumer: { ...event.consumer, name: 'Someone Else' } }]);
    expect(again).toEqual({ ...first, status: 'DUPLICATE' });
    const rows = await db().select().from(supplyEvents).where(eq(supplyEvents.campaignId, target.id));
    expect(rows.map((row) => row.consumerName)).toEqual(['Pat Customer']);
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.campaignId, target.id))).toHaveLength(1);
  });

  it('rejects a bad event with its details without stopping the others', async () => {
    const { campaign: target } = await campaign();
    const answer = await results([
      lead(target.id),
      { ...lead(target.id), consumer: { name: '', phone: '123', zip: '7870' } },
      { ...lead(target.id), type: 'CALL' },
      lead('00000000-0000-4000-8000-00000000dead'),
      lead(target.id, { listingId: '00000000-0000-4000-8000-00000000beef' }),
      lead(target.id),
    ]);
    expect(answer.map((result) => result.status)).toEqual([
      'CREATED',
      'REJECTED',
      'REJECTED',
      'REJECTED',
      'REJECTED',
      'CREATED',
    ]);
    expect(answer[1]!.details!.map((detail) => detail.path)).toEqual(
      expect.arrayContaining(['events.1.consumer.name', 'events.1.consumer.phone', 'events.1.consumer.zip']),
    );
    expect(answer[2]!.details).toEqual([{ path: 'events.2.call', message: 'is required for a CALL' }]);
    expect(answer.slice(3, 5).map((result) => result.reason)).toEqual(['UNKNOWN_CAMPAIGN', 'UNKNOWN_LISTING']);
  });

  it('refuses events dated ahead of their arrival or past the dispute window, and the cap holds for the rest', async () => {
    const account = await createAccount(db(), { timeZone: 'CST' });
    // Two $25.00 leads a day.
    const { campaign: capped } = await createCampaignFixture(
      db(),
      account.id,
      { schedule: ALWAYS_SCHEDULE },
      { period: 'DAILY', capCents: 5_000 },
    );
    const at = (minutesFromNow: number) => new Date(clock.now().getTime() + minutesFromNow * 60_000).toISOString();
    const days = (count: number) => count * 24 * 60;
    const answer = await results([
      lead(capped.id, { occurredAt: at(-60) }),
      ...[1, 2, 3, 4, 5].map((count) => lead(capped.id, { occurredAt: at(days(count)) })),
      lead(capped.id, { occurredAt: '2999-06-15T12:00:00Z' }),
      lead(capped.id, { occurredAt: at(14) }),
      lead(capped.id, { occurredAt: at(-days(7) - 1) }),
      lead(capped.id, { occurredAt: at(-days(6)) }),
      lead(capped.id, { occurredAt: at(-30) }),
    ]);
    expect(answer.map((result) => [result.status, result.reason])).toEqual([
      ['CREATED', null],
      ...Array.from({ length: 6 }, () => ['REJECTED', 'OCCURRED_IN_FUTURE']),
      ['CREATED', null],
      ['REJECTED', 'OLDER_THAN_DISPUTE_WINDOW'],
      ['CREATED', null],
      ['CREATED', 'BUDGET_REACHED'],
    ]);
    expect(answer[1]!.details).toEqual([
      {
        path: 'occurredAt',
        message: 'is more than 15 minutes after the time it was received (2026-11-20T19:00:00.000Z)',
      },
    ]);
    expect(answer[8]!.details![0]!.message).toMatch(/^is more than 7 days before the time it was received/);
    const stored = await db().select().from(supplyEvents).where(eq(supplyEvents.campaignId, capped.id));
    expect(stored).toHaveLength(4);
    const charged = await db().select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id));
    expect(charged.map((entry) => entry.amountCents).reduce((sum, cents) => sum + cents, 0)).toBe(7_500);
  });

  it('accepts but does not bill what the campaign does not buy, with the reason', async () => {
    const { campaign: open } = await campaign();
    const { campaign: paused } = await campaign({ status: 'PAUSED', pauseReason: 'OTHER' });
    const { campaign: officeHours } = await campaign({ schedule: businessHours() });
    const { campaign: texas } = await campaign({ zipCodes: [], states: ['TX'] });
    const { campaign: callsOnly } = await campaign({ leadTypes: ['CALL'] });
    const { campaign: future } = await campaign({ startDate: '2027-01-01' });
    const repeat = lead(open.id);
    const answer = await results([
      lead(paused.id),
      lead(officeHours.id, { occurredAt: '2026-11-18T09:00:00Z' }), // 03:00 in Chicago
      lead(open.id, { consumer: { name: 'Far Away', phone: '+12125550100', zip: '10001' } }),
      lead(texas.id, { consumer: { name: 'Houston', phone: '+17135550100', zip: '77002' } }),
      lead(callsOnly.id),
      lead(future.id),
      call(open.id, { outcome: 'MISSED' }),
      call(open.id, { durationSeconds: 59 }),
      repeat,
      { ...repeat, externalId: `${repeat.externalId}-again`, occurredAt: '2026-11-20T18:00:00Z' },
    ]);
    expect(answer.map((result) => [result.billable, result.reason])).toEqual([
      [false, 'CAMPAIGN_PAUSED'],
      [false, 'OUTSIDE_SCHEDULE'],
      [false, 'OUTSIDE_GEOGRAPHY'],
      [true, null],
      [false, 'LEAD_TYPE_NOT_BOUGHT'],
      [false, 'OUTSIDE_CAMPAIGN_DATES'],
      [false, 'CALL_NOT_ANSWERED'],
      [false, 'CALL_TOO_SHORT'],
      [true, null],
      [false, 'REPEAT_CALLER'],
    ]);
    expect(answer.every((result) => result.billable || result.priceCents === 0)).toBe(true);
  });

  it('decides a batch in order: a repeated id inside it, a phone met earlier in it, several accounts’ days', async () => {
    const { campaign: chicago } = await campaign();
    const guamAccount = await createAccount(db(), { timeZone: 'CHST' });
    const { campaign: guam } = await createCampaignFixture(db(), guamAccount.id, { schedule: ALWAYS_SCHEDULE });
    const first = lead(chicago.id);
    const answer = await results([
      first,
      { ...first, consumer: { ...first.consumer, name: 'Second Delivery' } },
      { ...lead(chicago.id), consumer: first.consumer, occurredAt: '2026-11-19T18:00:00Z' },
      lead(guam.id, { occurredAt: '2026-11-18T16:00:00Z' }), // 02:00 on the 19th in Guam
    ]);
    expect(answer.map((result) => [result.status, result.billable, result.reason])).toEqual([
      ['CREATED', true, null],
      ['DUPLICATE', true, null],
      ['CREATED', false, 'REPEAT_CALLER'],
      ['CREATED', true, null],
    ]);
    expect(answer[1]!.supplyEventId).toBe(answer[0]!.supplyEventId);
    const days = await db()
      .select({ campaignId: dailyRollups.campaignId, day: dailyRollups.day, leads: dailyRollups.leads })
      .from(dailyRollups)
      .where(sql`${dailyRollups.campaignId} in (${chicago.id}, ${guam.id})`);
    expect(days).toEqual(
      expect.arrayContaining([
        { campaignId: chicago.id, day: '2026-11-18', leads: 1 },
        { campaignId: chicago.id, day: '2026-11-19', leads: 1 },
        { campaignId: guam.id, day: '2026-11-19', leads: 1 },
      ]),
    );
    expect(days).toHaveLength(3);
  });

  it('stores each event once when two deliveries of the same ids race with different campaigns', async () => {
    const { campaign: one } = await campaign();
    const { campaign: other } = await campaign();
    const events = Array.from({ length: 50 }, () => lead(one.id));
    const [fromOne, fromOther] = await Promise.all([
      results(events),
      results(events.map((event) => ({ ...event, campaignId: other.id }))),
    ]);
    expect(fromOne!.map((result) => result.supplyEventId)).toEqual(fromOther!.map((result) => result.supplyEventId));
    const stored = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(supplyEvents)
      .where(sql`${supplyEvents.campaignId} in (${one.id}, ${other.id})`);
    expect(stored[0]!.n).toBe(50);
    const charged = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.campaignId} in (${one.id}, ${other.id})`);
    expect(charged[0]!.n).toBe(50);
  });

  it('bills exactly as many of 1,000 concurrent events as the cap fits, and a repeat of the batch changes nothing', async () => {
    const price = 2500;
    const fits = 37;
    const { campaign: target, budget } = await campaign({}, price * fits + price - 1);
    const events = Array.from({ length: 1000 }, () => lead(target.id));
    const batches = Array.from({ length: 8 }, (_, index) => events.slice(index * 125, (index + 1) * 125));
    const send = async () => (await Promise.all(batches.map((batch) => results(batch)))).flat();
    const first = await send();
    expect(first.filter((result) => result.status === 'CREATED')).toHaveLength(1000);
    expect(first.filter((result) => result.billable)).toHaveLength(fits);
    expect(new Set(first.filter((result) => !result.billable).map((result) => result.reason))).toEqual(
      new Set(['BUDGET_REACHED']),
    );
    const spend = async () =>
      (
        await db()
          .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.campaignId, target.id))
      )[0]!.total;
    expect(await spend()).toBe(fits * price);
    const [rollup] = await db().select().from(dailyRollups).where(eq(dailyRollups.campaignId, target.id));
    expect(rollup).toMatchObject({ leads: 1000, billable: fits, spendCents: fits * price });

    const again = await send();
    expect(again.every((result) => result.status === 'DUPLICATE')).toBe(true);
    expect(again.filter((result) => result.billable)).toHaveLength(fits);
    expect(await spend()).toBe(fits * price);
    expect(await db().select().from(supplyEvents).where(eq(supplyEvents.campaignId, target.id))).toHaveLength(1000);
    expect(budget.capCents - fits * price).toBeLessThan(price);
    // The cap closed the period once, however many batches met it: one budget.reached.
    const reached = await db()
      .select()
      .from(domainEvents)
      .where(sql`${domainEvents.type} = 'budget.reached' and ${domainEvents.payload}->>'budgetId' = ${budget.id}`);
    expect(reached).toHaveLength(1);
    expect(reached[0]!.payload).toMatchObject({
      campaignId: target.id,
      // Named, so that the notification says which campaign.
      campaignName: target.name,
      capCents: budget.capCents,
      spentCents: fits * price,
    });
  }, 120_000);

  it('checks each batch at once and decides batches one turn at a time', async () => {
    const { campaign: target } = await campaign();
    const oneAtATime = pLimit(1);
    const turns: string[] = [];
    const turn = <T>(decide: () => Promise<T>) =>
      oneAtATime(async () => {
        turns.push('decide');
        try {
          return await decide();
        } finally {
          turns.push('done');
        }
      });
    const [first, second] = await Promise.all([
      ingestBatch(db(), [lead(target.id), { externalId: 'no-type' }], clock.now, turn),
      ingestBatch(db(), [lead(target.id)], clock.now, turn),
    ]);
    expect(turns).toEqual(['decide', 'done', 'decide', 'done']);
    expect(first!.map((result) => result.status)).toEqual(['CREATED', 'REJECTED']);
    expect(second!.map((result) => result.status)).toEqual(['CREATED']);
  });
});
