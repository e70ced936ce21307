import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listCampaigns } from '@portal/shared/contracts/campaigns/list-campaigns';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import { testApiClient } from '../../test/api-client';
import { demoRolesAccount } from '../../test/billing-fixtures';
import { createCampaignFixture } from '../../test/campaign-samples';
import { manualClock, useTestApp } from '../../test/test-app';
import { ingestEvent } from '../supply/ingest-service';

// Wednesday 18 November 2026, noon in Chicago.
const NOW = new Date('2026-11-18T18:00:00Z');
const testApp = useTestApp({ clock: manualClock(NOW), env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const api = testApiClient(testApp);

describe('the campaigns list’s figures', () => {
  it('compares every campaign over the same chosen days, whatever its budget period', async () => {
    const accountId = await demoRolesAccount(testApp.database.db, 'POSTPAID');
    const { campaign: weekly } = await createCampaignFixture(
      testApp.database.db,
      accountId,
      { name: 'Weekly', schedule: ALWAYS_SCHEDULE },
      { period: 'WEEKLY' },
    );
    await createCampaignFixture(testApp.database.db, accountId, { name: 'Idle' });
    // Form leads at $25.00: two this week, one 20 days ago (in the last 30 days, not the last 7).
    for (const daysAgo of [1, 2, 20]) {
      const at = new Date(NOW.getTime() - daysAgo * 86_400_000);
      await ingestEvent(
        testApp.database.db,
        {
          externalId: `figures-${randomUUID()}`,
          type: 'LEAD',
          campaignId: weekly.id,
          occurredAt: at.toISOString(),
          consumer: { name: 'Fig Ures', phone: `+1512555${String(7000 + daysAgo)}`, zip: '78701' },
        },
        new Date(at.getTime() + 1000),
      );
    }
    const figures = async (days?: '7' | '30' | '90') => {
      const page = await api.as('viewer').call(listCampaigns, { params: { accountId }, query: days ? { days } : {} });
      expect(page.status).toBe(200);
      return Object.fromEntries(page.body.items.map((item) => [item.name, item.figures]));
    };
    const month = await figures();
    expect(month.Weekly).toEqual({
      from: '2026-10-20',
      to: '2026-11-18',
      leadsAndCalls: 3,
      billable: 3,
      spendCents: 7_500,
      costPerLeadCents: 2_500,
      revenueCents: 0,
      returnOnSpend: 0,
    });
    expect(month.Idle).toMatchObject({ leadsAndCalls: 0, spendCents: 0, costPerLeadCents: null, returnOnSpend: null });
    expect((await figures('7')).Weekly).toMatchObject({ from: '2026-11-12', leadsAndCalls: 2, spendCents: 5_000 });
    const refused = await api
      .as('viewer')
      .call(listCampaigns, { params: { accountId }, query: { days: '14' as never } });
    expect(refused.status).toBe(400);
  });
});
