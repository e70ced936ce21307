import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgetCharges, budgetPeriods, budgets } from '../../db/schema/index';
import { createCampaignFixture } from '../../test/campaign-samples';
import { createAccount } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { chargeBudget, type ChargeRequest } from './budget-charge';

const testApp = useTestApp();
const db = () => testApp.database.db;

/** An account in Central time with one campaign and a daily budget of `capCents`. */
async function campaignWithCap(capCents: number, period: 'DAILY' | 'WEEKLY' | 'MONTHLY' = 'DAILY') {
  const account = await createAccount(db(), { timeZone: 'CST' });
  const { campaign, budget } = await createCampaignFixture(db(), account.id, {}, { period, capCents });
  let n = 0;
  const charge = (amountCents: number, at = new Date('2026-11-22T18:00:00Z'), chargeKey = `event-${(n += 1)}`) =>
    db().transaction((tx) =>
      chargeBudget(tx, { accountId: account.id, campaignId: campaign.id, amountCents, chargeKey, at }),
    );
  return { account, campaign, budget, charge };
}

const spentInPeriods = async (budgetId: string) =>
  (await db().select().from(budgetPeriods).where(eq(budgetPeriods.budgetId, budgetId))).reduce(
    (sum, period) => sum + period.spentCents,
    0,
  );

describe('the budget charge', () => {
  it('accepts charges up to the cap to the cent, and refuses the one that would pass it', async () => {
    const { charge, budget } = await campaignWithCap(10_000);
    expect(await charge(6_000)).toMatchObject({ accepted: true, spentCents: 6_000 });
    expect(await charge(4_001)).toMatchObject({ accepted: false, reason: 'CAP_REACHED', spentCents: 6_000 });
    expect(await charge(4_000)).toMatchObject({ accepted: true, spentCents: 10_000 });
    expect(await charge(1)).toMatchObject({ accepted: false, reason: 'CAP_REACHED' });
    expect(await spentInPeriods(budget.id)).toBe(10_000);
  });

  it('charges an event once however often it is delivered', async () => {
    const { charge, budget } = await campaignWithCap(10_000);
    const first = await charge(2_500, undefined, 'call-123');
    const again = await charge(2_500, undefined, 'call-123');
    expect(first).toMatchObject({ accepted: true, duplicate: false });
    expect(again).toMatchObject({ accepted: true, duplicate: true, spentCents: 2_500 });
    if (first.accepted && again.accepted) expect(again.chargeId).toBe(first.chargeId);
    const rows = await db().select().from(budgetCharges).where(eq(budgetCharges.budgetId, budget.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a campaign without a budget, and amounts that are not positive whole cents', async () => {
    const { charge, budget } = await campaignWithCap(10_000);
    await expect(charge(0)).rejects.toThrow(/positive whole number/);
    await expect(charge(10.5)).rejects.toThrow(/positive whole number/);
    await db().delete(budgets).where(eq(budgets.id, budget.id));
    expect(await charge(100)).toMatchObject({ accepted: false, reason: 'NO_BUDGET' });
  });

  it('starts a new period at midnight in the account’s time zone, not in UTC', async () => {
    const { charge } = await campaignWithCap(5_000);
    // 23:30 and 23:59 on Sunday in Chicago are 05:30 and 05:59 UTC on Monday: still Sunday's budget.
    expect(await charge(5_000, new Date('2026-11-23T05:30:00Z'))).toMatchObject({ accepted: true });
    expect(await charge(1, new Date('2026-11-23T05:59:00Z'))).toMatchObject({ accepted: false });
    // Monday 00:00 in Chicago: a fresh period.
    expect(await charge(5_000, new Date('2026-11-23T06:00:00Z'))).toMatchObject({ accepted: true, spentCents: 5_000 });
  });

  it('stops buying when the cap is lowered below the spend, until the next period', async () => {
    const { charge, budget } = await campaignWithCap(10_000);
    await charge(8_000);
    await db().update(budgets).set({ capCents: 5_000 }).where(eq(budgets.id, budget.id));
    expect(await charge(100)).toMatchObject({ accepted: false, reason: 'CAP_REACHED', spentCents: 8_000 });
    expect(await charge(100, new Date('2026-11-23T18:00:00Z'))).toMatchObject({ accepted: true, spentCents: 100 });
  });

  it('never lets concurrent charges take the spend past the cap, by even one cent', async () => {
    const { account, campaign, budget, charge } = await campaignWithCap(50_000);
    // The period exists before the race, so what is tested is the cap check, not the period's creation.
    await charge(100);
    // Amounts that do not divide the cap evenly, so a lost update or a check outside the lock would show.
    const amounts = Array.from({ length: 120 }, (_, index) => 300 + ((index * 7919) % 1_200));
    const requests: ChargeRequest[] = amounts.map((amountCents, index) => ({
      accountId: account.id,
      campaignId: campaign.id,
      amountCents,
      // Every tenth event is delivered twice at once.
      chargeKey: `concurrent-${index - (index % 10 === 9 ? 1 : 0)}`,
      at: new Date('2026-11-22T18:00:00Z'),
    }));
    const outcomes = await Promise.all(requests.map((request) => db().transaction((tx) => chargeBudget(tx, request))));
    const charges = await db().select().from(budgetCharges).where(eq(budgetCharges.budgetId, budget.id));
    const recorded = charges.reduce((sum, row) => sum + row.amountCents, 0);
    expect(recorded).toBeLessThanOrEqual(50_000);
    expect(await spentInPeriods(budget.id)).toBe(recorded);
    expect(new Set(charges.map((row) => row.chargeKey)).size).toBe(charges.length);
    const refused = outcomes.filter((outcome) => !outcome.accepted);
    expect(refused.length).toBeGreaterThan(0);
    // Spend only grows, so each refused amount did not fit even the final spend: nothing was refused early.
    const refusedAmounts = requests.filter((_, index) => !outcomes[index]!.accepted).map((r) => r.amountCents);
    for (const amount of refusedAmounts) expect(recorded + amount).toBeGreaterThan(50_000);
  });
});
