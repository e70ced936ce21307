import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BudgetUpdate } from '@portal/shared/budgets';
import { getBudget } from '@portal/shared/contracts/budgets/get-budget';
import { listBudgets } from '@portal/shared/contracts/budgets/list-budgets';
import { setBudget } from '@portal/shared/contracts/budgets/set-budget';
import { updateBudget } from '@portal/shared/contracts/budgets/update-budget';
import { getCampaign } from '@portal/shared/contracts/campaigns/get-campaign';
import { budgets } from '../../db/schema/index';
import { chargeBudget } from './budget-charge';
import { createCampaignFixture } from '../../test/campaign-samples';
import { testApiClient } from '../../test/api-client';
import { DEMO_CAMPAIGN_IDS, DEMO_IDS } from '../../test/demo';
import { manualClock, useTestApp } from '../../test/test-app';

// Wednesday 18 November 2026, noon in Chicago.
const clock = manualClock(new Date('2026-11-18T18:00:00Z'));
const testApp = useTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const api = testApiClient(testApp);
const accountId = DEMO_IDS.parentAccount;

async function chargedCampaign(capCents: number, charges: { amountCents: number; at: string }[]) {
  const fixture = await createCampaignFixture(testApp.database.db, accountId, {}, { period: 'WEEKLY', capCents });
  for (const [index, charge] of charges.entries()) {
    await testApp.database.db.transaction((tx) =>
      chargeBudget(tx, {
        accountId,
        campaignId: fixture.campaign.id,
        amountCents: charge.amountCents,
        chargeKey: `test-${fixture.campaign.id}-${index}`,
        at: new Date(charge.at),
      }),
    );
  }
  return fixture;
}

describe('budgets', () => {
  it('shows this period’s spend and the past periods, newest first', async () => {
    const { budget } = await chargedCampaign(10_000, [
      { amountCents: 4_000, at: '2026-11-04T18:00:00Z' },
      { amountCents: 9_000, at: '2026-11-11T18:00:00Z' },
      { amountCents: 2_500, at: '2026-11-17T18:00:00Z' },
    ]);
    const response = await api.as('viewer').call(getBudget, { params: { accountId, budgetId: budget.id } });
    expect(response.body).toMatchObject({
      period: 'WEEKLY',
      capCents: 10_000,
      spentCents: 2_500,
      remainingCents: 7_500,
      capReached: false,
      // Monday 16 November to Monday 23 November, midnight in Chicago.
      periodStart: '2026-11-16T06:00:00.000Z',
      periodEnd: '2026-11-23T06:00:00.000Z',
    });
    expect(response.body.history.map((period) => [period.periodStart, period.spentCents])).toEqual([
      ['2026-11-09T06:00:00.000Z', 9_000],
      ['2026-11-02T06:00:00.000Z', 4_000],
    ]);
    const listed = await api.as('viewer').call(listBudgets, { params: { accountId }, query: {} });
    expect(listed.body.items.find((item) => item.id === budget.id)).toMatchObject({ spentCents: 2_500 });
  });

  it('stops buying when the cap is lowered below the spend, and says so', async () => {
    const { budget, campaign } = await chargedCampaign(10_000, [{ amountCents: 8_000, at: '2026-11-17T18:00:00Z' }]);
    const lowered = await api.as('manager').call(updateBudget, {
      params: { accountId, budgetId: budget.id },
      body: { version: 1, capCents: 5_000 },
    });
    expect(lowered.body).toMatchObject({
      capCents: 5_000,
      spentCents: 8_000,
      remainingCents: 0,
      capReached: true,
      version: 2,
    });
    const charge = await testApp.database.db.transaction((tx) =>
      chargeBudget(tx, {
        accountId,
        campaignId: campaign.id,
        amountCents: 100,
        chargeKey: 'after-lowering',
        at: clock.now(),
      }),
    );
    expect(charge).toMatchObject({ accepted: false, reason: 'CAP_REACHED' });
    const seen = await api.as('viewer').call(getCampaign, { params: { accountId, campaignId: campaign.id } });
    expect(seen.body.budget).toMatchObject({ capReached: true, remainingCents: 0 });
  });

  it('answers 409 to a stale version, 422 to a cap below zero, 400 to cents that are not whole', async () => {
    const { budget } = await chargedCampaign(10_000, []);
    const call = (body: BudgetUpdate) =>
      api.as('manager').call(updateBudget, { params: { accountId, budgetId: budget.id }, body });
    expect((await call({ version: 1, capCents: 20_000 })).status).toBe(200);
    const stale = await call({ version: 1, capCents: 30_000 });
    expect(stale.status).toBe(409);
    expect(stale.error.message).toMatch(/Someone else changed this budget/);
    const negative = await call({ version: 2, capCents: -1 });
    expect(negative.status).toBe(422);
    expect(negative.error.message).toBe('The cap cannot be below zero');
    expect((await call({ version: 2, capCents: 10.5 })).status).toBe(400);
    const [row] = await testApp.database.db.select().from(budgets).where(eq(budgets.id, budget.id));
    expect(row).toMatchObject({ capCents: 20_000, version: 2 });
  });

  it('sets a budget on a campaign without one, replaces an existing one in place, and refuses a foreign campaign', async () => {
    const { budget, campaign } = await chargedCampaign(10_000, []);
    const replaced = await api.as('manager').call(setBudget, {
      params: { accountId },
      body: { campaignId: campaign.id, period: 'DAILY', capCents: 2_000 },
    });
    expect(replaced.body).toMatchObject({ id: budget.id, period: 'DAILY', capCents: 2_000, version: 2 });
    await testApp.database.db.delete(budgets).where(eq(budgets.id, budget.id));
    const created = await api.as('manager').call(setBudget, {
      params: { accountId },
      body: { campaignId: campaign.id, period: 'MONTHLY', capCents: 50_000 },
    });
    expect(created.body).toMatchObject({ period: 'MONTHLY', capCents: 50_000, version: 1, spentCents: 0 });
    const foreign = await api.as('owner').call(setBudget, {
      params: { accountId },
      body: { campaignId: DEMO_CAMPAIGN_IDS.drainCleaning, period: 'DAILY', capCents: 1 },
    });
    expect(foreign.status).toBe(404);
    const ended = await api.as('owner').call(setBudget, {
      params: { accountId: DEMO_IDS.childAccount },
      body: { campaignId: DEMO_CAMPAIGN_IDS.waterHeaters, period: 'DAILY', capCents: 1 },
    });
    expect(ended.status).toBe(422);
  });
});
