import { describe, expect, it } from 'vitest';
import { disputeSupplyEvent } from '@portal/shared/contracts/leads/dispute-supply-event';
import { listDisputes } from '@portal/shared/contracts/leads/list-disputes';
import type { DisputeReason } from '@portal/shared/leads';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import { testApiClient } from '../../test/api-client';
import { createCampaignFixture } from '../../test/campaign-samples';
import { createAccount, grantDemoRoles } from '../../test/factories';
import { DEMO_IDS } from '../../test/demo';
import { manualClock, useTestApp } from '../../test/test-app';
import { ingestEvent } from './ingest-service';

const clock = manualClock(new Date('2026-11-20T18:00:00Z'));
const testApp = useTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const api = testApiClient(testApp);
const db = () => testApp.database.db;

let serial = 0;
/** A billed lead on the campaign, disputed by the account's BILLING person a minute after the one before. */
async function disputed(accountId: string, campaignId: string, reasonCode: DisputeReason) {
  serial += 1;
  const { supplyEventId } = await ingestEvent(
    db(),
    {
      externalId: `queue-${serial}-${Math.random()}`,
      type: 'LEAD',
      campaignId,
      occurredAt: '2026-11-18T18:00:00Z',
      consumer: { name: `Queue ${serial}`, phone: `+1512556${String(1000 + serial).slice(-4)}`, zip: '78701' },
    },
    new Date('2026-11-18T18:01:00Z'),
  );
  clock.advance(60);
  const filed = await api.as('billing').call(disputeSupplyEvent, {
    params: { accountId, supplyEventId: supplyEventId! },
    body: { reasonCode, comment: `Queue test ${serial}` },
  });
  expect(filed.status, JSON.stringify(filed.body)).toBe(201);
  return filed.body.dispute!.id;
}

describe('the staff’s dispute queue', () => {
  it('lists the waiting disputes of every account oldest first, by reason, account and campaign, page by page', async () => {
    const first = await createAccount(db(), { timeZone: 'CST' }, { billingMode: 'POSTPAID' });
    const second = await createAccount(db(), { timeZone: 'CST' }, { billingMode: 'POSTPAID' });
    for (const account of [first, second]) await grantDemoRoles(db(), account.id, DEMO_IDS.parentAccount);
    const firstCampaign = (await createCampaignFixture(db(), first.id, { schedule: ALWAYS_SCHEDULE })).campaign.id;
    const secondCampaign = (await createCampaignFixture(db(), second.id, { schedule: ALWAYS_SCHEDULE })).campaign.id;
    const a = await disputed(first.id, firstCampaign, 'SPAM');
    const b = await disputed(second.id, secondCampaign, 'OUT_OF_AREA');
    const c = await disputed(first.id, firstCampaign, 'OUT_OF_AREA');
    const ours = new Set([a, b, c]);
    const queue = async (query: Record<string, string>) =>
      (
        await api
          .as('staff')
          .call(listDisputes, { query: { status: 'PENDING', order: 'oldest', limit: 100, ...query } })
      ).body.items
        .map((item) => item.id)
        .filter((id) => ours.has(id));

    expect(await queue({})).toEqual([a, b, c]);
    expect(await queue({ reasonCode: 'OUT_OF_AREA' })).toEqual([b, c]);
    expect(await queue({ accountId: first.id })).toEqual([a, c]);
    expect(await queue({ campaignId: secondCampaign })).toEqual([b]);
    const newest = await api.as('staff').call(listDisputes, { query: { status: 'PENDING', accountId: first.id } });
    expect(newest.body.items.map((item) => item.id)).toEqual([c, a]);

    // Page by page from the oldest end: two pages of one and two, nothing twice.
    const one = await api
      .as('staff')
      .call(listDisputes, { query: { status: 'PENDING', accountId: first.id, order: 'oldest', limit: 1 } });
    expect(one.body.items.map((item) => item.id)).toEqual([a]);
    const next = await api.as('staff').call(listDisputes, {
      query: { status: 'PENDING', accountId: first.id, order: 'oldest', limit: 1, cursor: one.body.nextCursor! },
    });
    expect(next.body.items.map((item) => item.id)).toEqual([c]);

    const bad = await api.as('staff').call(listDisputes, { query: { order: 'sideways' } as never });
    expect(bad.status).toBe(400);
    expect((await api.as('owner').call(listDisputes, { query: { order: 'oldest' } })).status).toBe(403);
  });
});
