import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addSupplyEventNote } from '@portal/shared/contracts/leads/add-supply-event-note';
import { decideDispute } from '@portal/shared/contracts/leads/decide-dispute';
import { disputeSupplyEvent } from '@portal/shared/contracts/leads/dispute-supply-event';
import { exportSupplyEvents } from '@portal/shared/contracts/leads/export-supply-events';
import { getCampaign } from '@portal/shared/contracts/campaigns/get-campaign';
import { listCampaigns } from '@portal/shared/contracts/campaigns/list-campaigns';
import { getSummary } from '@portal/shared/contracts/leads/get-summary';
import { getSupplyEvent } from '@portal/shared/contracts/leads/get-supply-event';
import { listDisputes } from '@portal/shared/contracts/leads/list-disputes';
import { listSupplyEvents } from '@portal/shared/contracts/leads/list-supply-events';
import { locateSupplyEvent } from '@portal/shared/contracts/leads/locate-supply-event';
import { updateSupplyEvent } from '@portal/shared/contracts/leads/update-supply-event';
import type { IngestEvent } from '@portal/shared/ingest';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import { auditLog, budgetPeriods, ledgerEntries } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import { createCampaignFixture } from '../../test/campaign-samples';
import { DEMO_IDS } from '../../test/demo';
import { manualClock, useTestApp } from '../../test/test-app';
import { tenantScope } from '../../db/tenant-scope';
import { ingestEvent } from './ingest-service';
import { updateEvent } from './lead-service';

// Friday 20 November 2026, noon in Chicago.
const clock = manualClock(new Date('2026-11-20T18:00:00Z'));
const testApp = useTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const api = testApiClient(testApp);
const accountId = DEMO_IDS.parentAccount;

let serial = 0;
async function setup() {
  const fixture = await createCampaignFixture(testApp.database.db, accountId, {
    name: `Leads Test ${(serial += 1)}`,
    schedule: ALWAYS_SCHEDULE,
  });
  const post = async (overrides: Partial<IngestEvent> = {}) => {
    serial += 1;
    const result = await ingestEvent(
      testApp.database.db,
      {
        externalId: `leads-test-${serial}-${Math.random()}`,
        type: 'LEAD',
        campaignId: fixture.campaign.id,
        occurredAt: '2026-11-18T18:00:00Z',
        consumer: {
          name: 'Dana Doe',
          phone: `+1512555${String(2000 + serial).slice(-4)}`,
          zip: '78701',
          email: 'dana@example.com',
        },
        ...overrides,
      },
      // Received as it happened (some are history, days before the clock's now).
      new Date(Date.parse(overrides.occurredAt ?? '2026-11-18T18:00:00Z') + 60_000),
    );
    return result.supplyEventId!;
  };
  return { ...fixture, post };
}

describe('leads and calls for people', () => {
  it('counts each campaign’s leads and calls of its budget period on the campaign and in the list', async () => {
    const { campaign, post } = await setup();
    await post({ occurredAt: '2026-11-02T18:00:00Z' });
    await post({
      type: 'CALL',
      occurredAt: '2026-11-19T16:00:00Z',
      call: { callerNumber: '+15125559871', trackingNumber: '+15125550150', durationSeconds: 20, outcome: 'MISSED' },
    });
    await post({ occurredAt: '2026-10-31T18:00:00Z' }); // October: the last period
    const read = await api.as('viewer').call(getCampaign, { params: { accountId, campaignId: campaign.id } });
    expect(read.body.leadsThisPeriod).toBe(2);
    const listed = await api.as('viewer').call(listCampaigns, { params: { accountId }, query: { q: campaign.name } });
    expect(listed.body.items.map((item) => [item.id, item.leadsThisPeriod])).toEqual([[campaign.id, 2]]);
  });

  it('lists newest first with filters, days in the account’s zone and a search over name, phone and email', async () => {
    const { campaign, post } = await setup();
    const late = await post({ occurredAt: '2026-11-19T05:30:00Z' }); // 23:30 on the 18th in Chicago
    const call = await post({
      type: 'CALL',
      occurredAt: '2026-11-19T16:00:00Z',
      consumer: { name: 'Cal Caller', phone: '+15125559876', zip: '78701' },
      call: { callerNumber: '+15125559876', trackingNumber: '+15125550150', durationSeconds: 20, outcome: 'ANSWERED' },
    });
    const list = (query: Record<string, string>) =>
      api.as('viewer').call(listSupplyEvents, { params: { accountId }, query: { campaignId: campaign.id, ...query } });
    expect((await list({})).body.items.map((item) => item.id)).toEqual([call, late]);
    expect((await list({ from: '2026-11-18', to: '2026-11-18' })).body.items.map((item) => item.id)).toEqual([late]);
    expect((await list({ type: 'CALL' })).body.items[0]).toMatchObject({ billable: false, reason: 'CALL_TOO_SHORT' });
    expect((await list({ billable: 'true' })).body.items.map((item) => item.id)).toEqual([late]);
    expect((await list({ q: '9876' })).body.items.map((item) => item.id)).toEqual([call]);
    expect((await list({ q: 'DANA@' })).body.items.map((item) => item.id)).toEqual([late]);
    const other = await api.as('owner').call(getSupplyEvent, {
      params: { accountId: DEMO_IDS.childAccount, supplyEventId: late },
    });
    expect(other.status).toBe(404);
    // From an email link with no account selected: the event's account, to those with a role on it.
    expect((await api.as('viewer').call(locateSupplyEvent, { params: { supplyEventId: late } })).body).toEqual({
      accountId,
    });
    expect((await api.as('staff').call(locateSupplyEvent, { params: { supplyEventId: late } })).body).toEqual({
      accountId,
    });
    expect((await api.as('nocontact').call(locateSupplyEvent, { params: { supplyEventId: late } })).status).toBe(404);
    expect((await api.as('nocontact').call(locateSupplyEvent, { params: { supplyEventId: 'x' } })).status).toBe(404);
  });

  it('sets the customer’s status and keeps notes with their author, audited', async () => {
    const { post } = await setup();
    const id = await post();
    const params = { accountId, supplyEventId: id };
    expect(
      (await api.as('billing').call(updateSupplyEvent, { params, body: { status: 'BOOKED' } })).body,
    ).toMatchObject({
      customerStatus: 'BOOKED',
    });
    expect((await api.as('viewer').call(updateSupplyEvent, { params, body: { status: 'WON' } })).status).toBe(403);
    const noted = await api
      .as('billing')
      .call(addSupplyEventNote, { params, body: { text: 'Called back, booked Tuesday' } });
    expect(noted.status).toBe(201);
    expect(noted.body.notes).toEqual([
      expect.objectContaining({
        text: 'Called back, booked Tuesday',
        author: 'billing@demo.test',
        authorName: 'Bianca Bell',
      }),
    ]);
    expect((await api.as('billing').call(addSupplyEventNote, { params, body: { text: '   ' } })).status).toBe(400);
  });

  it('keeps a job value beside the status (billing and up), audited, and counts it as revenue on the day it was marked', async () => {
    const { campaign, post } = await setup();
    const id = await post({ occurredAt: '2026-11-16T18:00:00Z' });
    const params = { accountId, supplyEventId: id };
    const patch = (role: 'billing' | 'viewer' | 'owner', body: object) =>
      api.as(role).call(updateSupplyEvent, { params, body: body as never });
    // Friday the 20th: booked with a $1,250.00 job.
    const booked = await patch('billing', { status: 'BOOKED', jobValueCents: 125_000 });
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({ customerStatus: 'BOOKED', jobValueCents: 125_000 });
    expect((await patch('viewer', { jobValueCents: 1 })).status).toBe(403);
    for (const [body, message] of [
      [{}, /Send a status, a job value/],
      [{ jobValueCents: -1 }, /from 0 to 10000000/],
      [{ jobValueCents: 10_000_001 }, /from 0 to 10000000/],
      [{ jobValueCents: 12.5 }, /whole number of cents/],
      [{ jobValueCents: '125' }, /whole number of cents/],
      [{ status: 'PAID' }, /status/],
      [{ jobValueCents: 5, extra: true }, /extra/],
    ] as const) {
      const refused = await patch('owner', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(refused.body), JSON.stringify(body)).toMatch(message);
    }
    // Still as it was after the refusals.
    expect((await api.as('viewer').call(getSupplyEvent, { params })).body.jobValueCents).toBe(125_000);

    const summaryOf = async (from: string, to: string) =>
      (await api.as('viewer').call(getSummary, { params: { accountId }, query: { from, to, campaignId: campaign.id } }))
        .body;
    // The lead arrived on the 16th; it was booked on the 20th, where its value counts.
    expect((await summaryOf('2026-11-16', '2026-11-16')).totals).toMatchObject({ leads: 1, bookedCount: 0 });
    expect((await summaryOf('2026-11-20', '2026-11-20')).totals).toMatchObject({
      leads: 0,
      bookedCount: 1,
      revenueCents: 125_000,
      returnOnSpend: null,
      costPerBookedCents: 0,
    });
    // Won on Monday the 23rd with a new value: still the job booked on the 20th, counted there as won now.
    // Days later (the service itself, at those moments: the test's sign-ins do not last days).
    const scope = tenantScope(testApp.database.db, { accountId });
    const actor = { userId: null, username: 'billing@demo.test' };
    await updateEvent(scope, id, { status: 'WON', jobValueCents: 150_000 }, actor, new Date('2026-11-23T17:00:00Z'));
    // A value changed later stays on that day too.
    await updateEvent(scope, id, { jobValueCents: 160_000 }, actor, new Date('2026-11-24T17:00:00Z'));
    const week = await summaryOf('2026-11-16', '2026-11-24');
    expect(week.totals).toMatchObject({ bookedCount: 0, wonCount: 1, revenueCents: 160_000, spendCents: 2500 });
    expect(week.totals.returnOnSpend).toBe(160_000 / 2500);
    expect(week.totals.costPerBookedCents).toBe(2500);
    expect(week.days.filter((day) => day.revenueCents !== 0).map((day) => [day.day, day.revenueCents])).toEqual([
      ['2026-11-20', 160_000],
    ]);
    expect(week.previous).toMatchObject({ from: '2026-11-07', to: '2026-11-15', totals: { leads: 0 } });
    // Lost: no longer revenue anywhere.
    await patch('billing', { status: 'LOST' });
    expect((await summaryOf('2026-11-16', '2026-11-24')).totals).toMatchObject({ wonCount: 0, revenueCents: 0 });

    const audited = await testApp.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audited.map((entry) => [entry.before, entry.after])).toEqual([
      [
        { customerStatus: 'NEW', jobValueCents: null },
        { customerStatus: 'BOOKED', jobValueCents: 125_000 },
      ],
      [
        { customerStatus: 'BOOKED', jobValueCents: 125_000 },
        { customerStatus: 'WON', jobValueCents: 150_000 },
      ],
      [{ jobValueCents: 150_000 }, { jobValueCents: 160_000 }],
      [{ customerStatus: 'WON' }, { customerStatus: 'LOST' }],
    ]);
  });

  it('keeps the summary equal to the lead’s last status and value when changes of it arrive at once', async () => {
    const { campaign, post } = await setup();
    const id = await post({ occurredAt: '2026-11-19T18:00:00Z' });
    const params = { accountId, supplyEventId: id };
    const changes = [
      { status: 'BOOKED', jobValueCents: 10_000 },
      { status: 'WON', jobValueCents: 20_000 },
      { jobValueCents: 30_000 },
      { status: 'LOST' },
      { status: 'BOOKED' },
      { jobValueCents: null },
      { status: 'WON', jobValueCents: 40_000 },
      { status: 'CONTACTED', jobValueCents: 50_000 },
    ] as const;
    const answers = await Promise.all(
      changes.map((body) => api.as('billing').call(updateSupplyEvent, { params, body: { ...body } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(changes.map(() => 200));
    const last = (await api.as('viewer').call(getSupplyEvent, { params })).body;
    const summary = (
      await api.as('viewer').call(getSummary, {
        params: { accountId },
        query: { from: '2026-11-19', to: '2026-11-20', campaignId: campaign.id },
      })
    ).body;
    const earning = last.customerStatus === 'BOOKED' || last.customerStatus === 'WON';
    expect(summary.totals).toMatchObject({
      bookedCount: last.customerStatus === 'BOOKED' ? 1 : 0,
      wonCount: last.customerStatus === 'WON' ? 1 : 0,
      revenueCents: earning ? (last.jobValueCents ?? 0) : 0,
    });
  });

  it('disputes a billed event within 7 days, once at a time; approval credits it and frees the budget', async () => {
    const { post, budget } = await setup();
    const id = await post();
    const params = { accountId, supplyEventId: id };
    const before = await api.as('viewer').call(getSupplyEvent, { params });
    expect(before.body).toMatchObject({
      canDispute: true,
      disputeDeadline: '2026-11-25T18:00:00.000Z',
      priceCents: 2500,
    });
    const filed = await api.as('billing').call(disputeSupplyEvent, {
      params,
      body: { reasonCode: 'SPAM', comment: 'Robocall' },
    });
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({ canDispute: false, disputeStatus: 'PENDING', dispute: { status: 'PENDING' } });
    const again = await api
      .as('billing')
      .call(disputeSupplyEvent, { params, body: { reasonCode: 'SPAM', comment: 'x' } });
    expect(again.status).toBe(409);

    const pending = await api.as('staff').call(listDisputes, { query: { status: 'PENDING', accountId } });
    const dispute = pending.body.items.find((item) => item.supplyEventId === id)!;
    expect(dispute).toMatchObject({ accountName: 'Brightside Home Services', event: { id } });
    expect((await api.as('owner').call(listDisputes, { query: {} })).status).toBe(403);
    const spentBefore = (
      await testApp.database.db.select().from(budgetPeriods).where(eq(budgetPeriods.budgetId, budget.id))
    )[0]!.spentCents;
    const approved = await api.as('staff').call(decideDispute, {
      params: { disputeId: dispute.id },
      body: { decision: 'APPROVED', note: 'Confirmed robocall' },
    });
    expect(approved.body).toMatchObject({ status: 'APPROVED', creditCents: 2500, decisionNote: 'Confirmed robocall' });
    const ledger = await testApp.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.supplyEventId, id));
    expect(ledger.map((entry) => [entry.kind, entry.amountCents]).sort()).toEqual([
      ['CHARGE', 2500],
      ['CREDIT', -2500],
    ]);
    const [period] = await testApp.database.db
      .select()
      .from(budgetPeriods)
      .where(eq(budgetPeriods.budgetId, budget.id));
    expect(period!.spentCents).toBe(spentBefore - 2500);
    const twice = await api.as('staff').call(decideDispute, {
      params: { disputeId: dispute.id },
      body: { decision: 'APPROVED', note: 'again' },
    });
    expect(twice.status).toBe(409);
    const seen = await api.as('viewer').call(getSupplyEvent, { params });
    expect(seen.body).toMatchObject({
      canDispute: false,
      dispute: { status: 'APPROVED', decisionNote: 'Confirmed robocall' },
    });
  });

  it('refuses to dispute what was not billed or is past its deadline, and allows a new dispute after a rejection', async () => {
    const { post } = await setup();
    const free = await post({ consumer: { name: 'Far', phone: '+12125550100', zip: '10001' } });
    const notBilled = await api.as('billing').call(disputeSupplyEvent, {
      params: { accountId, supplyEventId: free },
      body: { reasonCode: 'OTHER', comment: 'x' },
    });
    expect(notBilled.status).toBe(422);
    const old = await post({ occurredAt: '2026-11-10T18:00:00Z' });
    const late = await api.as('billing').call(disputeSupplyEvent, {
      params: { accountId, supplyEventId: old },
      body: { reasonCode: 'OTHER', comment: 'x' },
    });
    expect(late.status).toBe(422);
    expect(late.error.message).toBe('The 7 days to dispute this lead or call ended on Nov\u00a017,\u00a02026.');

    const id = await post();
    const params = { accountId, supplyEventId: id };
    const first = await api
      .as('billing')
      .call(disputeSupplyEvent, { params, body: { reasonCode: 'OTHER', comment: 'a' } });
    await api.as('staff').call(decideDispute, {
      params: { disputeId: first.body.dispute!.id },
      body: { decision: 'REJECTED', note: 'Genuine customer' },
    });
    const second = await api
      .as('billing')
      .call(disputeSupplyEvent, { params, body: { reasonCode: 'OTHER', comment: 'b' } });
    expect(second.status).toBe(201);
  });

  it('exports the filtered rows as CSV with a header, local times, reasons in words, ids, phones readable and formulas defused', async () => {
    const { campaign, post } = await setup();
    await post({ consumer: { name: '=HYPERLINK("x")', phone: '+15125553333', zip: '78701' } });
    const won = await post();
    const missed = await post({
      type: 'CALL',
      occurredAt: '2026-11-19T16:00:00Z',
      call: { callerNumber: '+15125559871', trackingNumber: '+15125550150', durationSeconds: 20, outcome: 'MISSED' },
    });
    await api.as('billing').call(updateSupplyEvent, {
      params: { accountId, supplyEventId: won },
      body: { status: 'WON', jobValueCents: 98_050 },
    });
    const answer = await api.as('viewer').call(exportSupplyEvents, {
      params: { accountId },
      query: { campaignId: campaign.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    const lines = (answer.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Received (Central Standard Time),Type,Campaign,Name,Phone,Email,ZIP,Service,Call outcome,Call seconds,Billable,Reason,Price (USD),Status,Job value (USD),Dispute,Lead or call id,External id',
    );
    expect(lines).toHaveLength(4);
    // The account's wall clock (noon in Chicago), not UTC; the reason in words; the row's own ids to match it back.
    const missedLine = lines.find((line) => line.includes(`,${missed},`))!;
    expect(missedLine).toMatch(/^2026-11-19 10:00 CST,CALL,/);
    expect(missedLine).toContain(',MISSED,20,no,The call was not answered,0.00,NEW,,,');
    expect(missedLine).toMatch(new RegExp(`,${missed},leads-test-\\d+-`));
    // What the job was worth, beside its status; none where nobody said.
    expect(lines.filter((line) => line.includes(`,WON,980.50,,${won},`))).toHaveLength(1);
    expect(lines.filter((line) => /^2026-11-18 12:00 CST,LEAD,.*,NEW,,,/.test(line))).toHaveLength(1);
    // Both at the same moment: their order is by id, so find the row rather than count on its place.
    expect(lines.some((line) => line.includes(`"'=HYPERLINK(""x"")",(512) 555-3333`))).toBe(true);
  });

  it('sums the day roll-ups into totals, days and campaigns, and refuses a backwards range', async () => {
    const { campaign, post } = await setup();
    await post({ occurredAt: '2026-11-16T18:00:00Z' });
    await post({ occurredAt: '2026-11-18T18:00:00Z' });
    await post({
      type: 'CALL',
      occurredAt: '2026-11-18T19:00:00Z',
      call: { callerNumber: '+15125550111', trackingNumber: '+15125550150', durationSeconds: 300, outcome: 'ANSWERED' },
    });
    const summary = await api.as('viewer').call(getSummary, {
      params: { accountId },
      query: { from: '2026-11-15', to: '2026-11-18', campaignId: campaign.id },
    });
    expect(summary.body.totals).toMatchObject({
      leads: 2,
      calls: 1,
      answeredCalls: 1,
      billable: 3,
      spendCents: 2500 * 2 + 4500,
      costPerLeadCents: Math.round(9500 / 3),
      answeredRate: 1,
    });
    expect(summary.body.days.map((day) => [day.day, day.billable])).toEqual([
      ['2026-11-15', 0],
      ['2026-11-16', 1],
      ['2026-11-17', 0],
      ['2026-11-18', 2],
    ]);
    expect(summary.body.campaigns).toEqual([expect.objectContaining({ campaignId: campaign.id, spendCents: 9500 })]);
    const backwards = await api
      .as('viewer')
      .call(getSummary, { params: { accountId }, query: { from: '2026-11-18', to: '2026-11-01' } });
    expect(backwards.status).toBe(422);
  });
});
