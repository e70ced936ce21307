import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { disputeSupplyEvent } from '@portal/shared/contracts/leads/dispute-supply-event';
import { getInbox } from '@portal/shared/contracts/leads/get-inbox';
import { getSupplyEvent } from '@portal/shared/contracts/leads/get-supply-event';
import { markCalledBack } from '@portal/shared/contracts/leads/mark-called-back';
import { updateSupplyEvent } from '@portal/shared/contracts/leads/update-supply-event';
import type { IngestEvent } from '@portal/shared/ingest';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import { auditLog, domainEvents } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import { createCampaignFixture } from '../../test/campaign-samples';
import { DEMO_IDS } from '../../test/demo';
import { manualClock, useTestApp } from '../../test/test-app';
import { ingestEvent } from './ingest-service';

// Friday 20 November 2026, noon in Chicago.
const clock = manualClock(new Date('2026-11-20T18:00:00Z'));
const testApp = useTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const api = testApiClient(testApp);
const accountId = DEMO_IDS.parentAccount;
const minutesAgo = (minutes: number) => new Date(clock.now().getTime() - minutes * 60_000).toISOString();

let serial = 0;
async function setup() {
  const { campaign } = await createCampaignFixture(testApp.database.db, accountId, {
    name: `Inbox Test ${(serial += 1)}`,
    schedule: ALWAYS_SCHEDULE,
  });
  const post = async (overrides: Partial<IngestEvent>) => {
    serial += 1;
    const result = await ingestEvent(
      testApp.database.db,
      {
        externalId: `inbox-test-${serial}-${Math.random()}`,
        type: 'LEAD',
        campaignId: campaign.id,
        occurredAt: minutesAgo(1),
        consumer: { name: `Ina Box ${serial}`, phone: `+1512556${String(1000 + serial).slice(-4)}`, zip: '78701' },
        ...overrides,
      },
      new Date(Date.parse(overrides.occurredAt ?? minutesAgo(1)) + 1_000),
    );
    return result.supplyEventId!;
  };
  const call = (outcome: 'ANSWERED' | 'MISSED' | 'VOICEMAIL', occurredAt = minutesAgo(1)) =>
    post({
      type: 'CALL',
      occurredAt,
      call: { callerNumber: '+15125559871', trackingNumber: '+15125550150', durationSeconds: 95, outcome },
    });
  return { post, call };
}

const inboxAs = async (user: 'viewer' | 'owner' = 'viewer') => {
  const answer = await api.as(user).call(getInbox, { params: { accountId } });
  expect(answer.status).toBe(200);
  return { count: answer.body.count, ids: answer.body.items.map((item) => item.id) };
};

const updatesOf = (supplyEventId: string) =>
  testApp.database.db
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(
      and(eq(domainEvents.type, 'lead.updated'), sql`${domainEvents.payload}->>'supplyEventId' = ${supplyEventId}`),
    );

describe('the call-back inbox', () => {
  it('holds the new leads and missed calls of the last 7 days no one has handled, newest first, with a count', async () => {
    const { post, call } = await setup();
    const before = await inboxAs();
    const oldLead = await post({ occurredAt: minutesAgo(8 * 24 * 60) });
    const lead = await post({ occurredAt: minutesAgo(30) });
    const missed = await call('MISSED', minutesAgo(20));
    const voicemail = await call('VOICEMAIL', minutesAgo(10));
    const answered = await call('ANSWERED', minutesAgo(5));

    const after = await inboxAs();
    expect(after.count).toBe(before.count + 3);
    // Newest first (the demo's own leads are around them).
    expect(after.ids.filter((id) => [lead, missed, voicemail].includes(id))).toEqual([voicemail, missed, lead]);
    expect(after.ids).not.toContain(answered);
    expect(after.ids).not.toContain(oldLead);
  });

  it('lets go of a lead marked Contacted and of a missed call marked called back, which keeps its status', async () => {
    const { post, call } = await setup();
    const lead = await post({});
    const missed = await call('MISSED');
    const before = await inboxAs();
    expect(before.ids).toEqual(expect.arrayContaining([lead, missed]));

    const contacted = await api
      .as('billing')
      .call(updateSupplyEvent, { params: { accountId, supplyEventId: lead }, body: { status: 'CONTACTED' } });
    expect(contacted.status).toBe(200);
    clock.advance(60);
    const calledBack = await api.as('billing').call(markCalledBack, { params: { accountId, supplyEventId: missed } });
    expect(calledBack.status).toBe(200);
    expect(calledBack.body).toMatchObject({ customerStatus: 'NEW', calledBackAt: clock.now().toISOString() });

    const after = await inboxAs();
    expect(after.count).toBe(before.count - 2);
    expect(after.ids).not.toContain(lead);
    expect(after.ids).not.toContain(missed);
    // Set back to NEW, a lead waits again; a call once called back does not.
    await api
      .as('billing')
      .call(updateSupplyEvent, { params: { accountId, supplyEventId: lead }, body: { status: 'NEW' } });
    expect((await inboxAs()).ids).toContain(lead);
  });

  it('lets go of a lead disputed as no customer', async () => {
    const { post } = await setup();
    const lead = await post({});
    expect((await inboxAs()).ids).toContain(lead);
    const disputed = await api.as('billing').call(disputeSupplyEvent, {
      params: { accountId, supplyEventId: lead },
      body: { reasonCode: 'SPAM', comment: 'A robocall, not a customer.' },
    });
    expect(disputed.status).toBe(201);
    expect((await inboxAs()).ids).not.toContain(lead);
  });

  it('marks a call called back once (the first time and person stay), audited, with one lead.updated event', async () => {
    const { call } = await setup();
    const missed = await call('MISSED');
    const params = { accountId, supplyEventId: missed };
    const first = await api.as('billing').call(markCalledBack, { params });
    const firstAt = first.body.calledBackAt;
    clock.advance(5 * 60);
    const again = await api.as('owner').call(markCalledBack, { params });
    expect(again.status).toBe(200);
    expect(again.body.calledBackAt).toBe(firstAt);
    expect((await api.as('viewer').call(getSupplyEvent, { params })).body.calledBackAt).toBe(firstAt);

    const audits = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, missed), eq(auditLog.entity, 'supply_event')));
    expect(audits).toEqual([
      expect.objectContaining({
        actor: 'billing@demo.test',
        before: { calledBackAt: null },
        after: { calledBackAt: firstAt },
      }),
    ]);
    expect((await updatesOf(missed)).map((row) => row.payload)).toEqual([
      expect.objectContaining({ supplyEventId: missed, type: 'CALL', status: 'NEW', calledBackAt: firstAt }),
    ]);
  });

  it('tells the screens and webhooks of a status change with lead.updated, once per change', async () => {
    const { post } = await setup();
    const lead = await post({});
    const params = { accountId, supplyEventId: lead };
    await api.as('billing').call(updateSupplyEvent, { params, body: { status: 'BOOKED', jobValueCents: 45_000 } });
    // The same again changes nothing and tells no one.
    await api.as('billing').call(updateSupplyEvent, { params, body: { status: 'BOOKED' } });
    expect((await updatesOf(lead)).map((row) => row.payload)).toEqual([
      expect.objectContaining({ status: 'BOOKED', previousStatus: 'NEW', jobValueCents: 45_000, calledBackAt: null }),
    ]);
  });

  it('refuses what is not a missed call, a viewer, and another account’s or an unknown id, with the reason', async () => {
    const { post, call } = await setup();
    const lead = await post({});
    const answered = await call('ANSWERED');
    const missed = await call('MISSED');
    for (const supplyEventId of [lead, answered]) {
      const refused = await api.as('billing').call(markCalledBack, { params: { accountId, supplyEventId } });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ message: 'Only a missed call or a voicemail can be marked called back.' });
    }
    const viewer = await api.as('viewer').call(markCalledBack, { params: { accountId, supplyEventId: missed } });
    expect(viewer.status).toBe(403);
    const elsewhere = await api
      .as('owner')
      .call(markCalledBack, { params: { accountId: DEMO_IDS.childAccount, supplyEventId: missed } });
    expect(elsewhere.status).toBe(404);
    for (const supplyEventId of ['not-an-id', '00000000-0000-4000-8000-00000000dead']) {
      const unknown = await api.as('billing').call(markCalledBack, { params: { accountId, supplyEventId } });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ message: 'There is no such lead or call.' });
    }
    expect((await inboxAs()).ids).toContain(missed);
    // A person with no role on the account learns nothing of its inbox.
    expect((await api.as('nocontact').call(getInbox, { params: { accountId } })).status).toBe(403);
  });
});
