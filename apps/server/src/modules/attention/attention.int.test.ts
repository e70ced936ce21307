import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listAttention } from '@portal/shared/contracts/attention/list-attention';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import { campaigns, disputes, ledgerEntries, listings, payments } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import { demoRolesAccount, postpaidWithInvoice } from '../../test/billing-fixtures';
import { createCampaignFixture } from '../../test/campaign-samples';
import { DEMO_IDS } from '../../test/demo';
import { manualClock, useTestApp } from '../../test/test-app';
import { chargeBudget } from '../campaigns/budget-charge';
import { ingestEvents } from '../supply/ingest-service';

// Wednesday 18 November 2026, noon in Chicago (the fixtures' accounts are on CST).
const NOW = new Date('2026-11-18T18:00:00Z');
const clock = manualClock(NOW);
const testApp = useTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const api = testApiClient(testApp);
const db = () => testApp.database.db;

const attentionOf = async (accountId: string, as: 'owner' | 'manager' | 'billing' | 'viewer' | 'staff' = 'owner') =>
  (await api.as(as).call(listAttention, { params: { accountId } })).body.items;

/** A running campaign that is reachable: a tracking number and a published listing. */
async function readyCampaign(accountId: string, budget: { period?: 'MONTHLY' | 'WEEKLY'; capCents?: number } = {}) {
  const fixture = await createCampaignFixture(
    db(),
    accountId,
    { trackingNumber: `+1512${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`, schedule: ALWAYS_SCHEDULE },
    budget,
  );
  await db().update(listings).set({ status: 'PUBLISHED' }).where(eq(listings.campaignId, fixture.campaign.id));
  return fixture;
}

async function spend(accountId: string, campaignId: string, amountCents: number, at: Date) {
  await db().transaction((tx) =>
    chargeBudget(tx, { accountId, campaignId, amountCents, chargeKey: `attention-${randomUUID()}`, at }),
  );
}

describe('what needs attention', () => {
  it('is empty for an account with nothing to act on', async () => {
    const accountId = await demoRolesAccount(db(), 'POSTPAID');
    await readyCampaign(accountId);
    expect(await attentionOf(accountId)).toEqual([]);
  });

  it('forecasts the day a budget meets its cap at this pace, and says when buying stopped at the cap', async () => {
    const accountId = await demoRolesAccount(db(), 'POSTPAID');
    // November began at 05:00 UTC in Chicago; by now 421 hours have passed and $90.00 of $100.00 is spent:
    // the last $10.00 goes in 46.8 hours at that pace, on Friday 20 November.
    const near = await readyCampaign(accountId, { period: 'MONTHLY', capCents: 10_000 });
    await spend(accountId, near.campaign.id, 9_000, new Date('2026-11-10T18:00:00Z'));
    // A weekly budget spent in full: nothing is bought until Monday.
    const full = await readyCampaign(accountId, { period: 'WEEKLY', capCents: 5_000 });
    await db().update(campaigns).set({ name: 'Drains (full)' }).where(eq(campaigns.id, full.campaign.id));
    await spend(accountId, full.campaign.id, 5_000, new Date('2026-11-17T18:00:00Z'));
    // At 89% a budget needs nothing yet.
    const calm = await readyCampaign(accountId, { period: 'MONTHLY', capCents: 10_000 });
    await spend(accountId, calm.campaign.id, 8_900, new Date('2026-11-10T18:00:00Z'));

    expect(await attentionOf(accountId)).toEqual([
      {
        kind: 'BUDGET_REACHED',
        severity: 'CRITICAL',
        message:
          'Drains (full) has spent its $50.00 weekly budget: it buys no leads or calls until Mon, Nov 23. Raise the cap to keep buying.',
        href: `/budgets/${full.budget.id}`,
        campaignId: full.campaign.id,
      },
      {
        kind: 'BUDGET_NEARLY_REACHED',
        severity: 'WARNING',
        message:
          'Fixture Campaign has spent 90% of its $100.00 monthly budget; at this pace it reaches the cap on Fri, Nov 20.',
        href: `/budgets/${near.budget.id}`,
        campaignId: near.campaign.id,
      },
    ]);

    // A slower pace lasts the period: spent early in the month, then nothing, the forecast falls after its end.
    // (A client of its own signs in at the moved clock: the first one's tokens would have expired by then.)
    clock.advance(10 * 86_400);
    try {
      const later = (await testApiClient(testApp).as('owner').call(listAttention, { params: { accountId } })).body
        .items;
      expect(later.find((item) => item.campaignId === near.campaign.id)?.message).toBe(
        'Fixture Campaign has spent 90% of its $100.00 monthly budget; at this pace it lasts until the period ends (Tue, Dec 1).',
      );
      // The weekly cap is a new week's now: buying again, nothing to say.
      expect(later.some((item) => item.campaignId === full.campaign.id)).toBe(false);
    } finally {
      clock.advance(-10 * 86_400);
    }
  });

  it('names a running campaign without a tracking number for calls, and one whose listings are all drafts', async () => {
    const accountId = await demoRolesAccount(db(), 'POSTPAID');
    const { campaign } = await createCampaignFixture(db(), accountId, { name: 'Unreachable' });
    // Form leads only: no tracking number is needed.
    await createCampaignFixture(db(), accountId, { name: 'Forms only', leadTypes: ['FORM'], trackingNumber: null });
    const items = await attentionOf(accountId, 'manager');
    expect(items.filter((item) => item.campaignId === campaign.id)).toEqual([
      {
        kind: 'NO_TRACKING_NUMBER',
        severity: 'WARNING',
        message: 'Unreachable buys calls but has no tracking number, so no call can reach it. Add one to the campaign.',
        href: `/campaigns/${campaign.id}`,
        campaignId: campaign.id,
      },
      {
        kind: 'LISTINGS_ALL_DRAFT',
        severity: 'WARNING',
        message: 'Unreachable’s listing is a draft: nobody sees it in the directory until one is published.',
        href: `/campaigns/${campaign.id}/listings`,
        campaignId: campaign.id,
      },
    ]);
    expect(items.filter((item) => item.kind === 'NO_TRACKING_NUMBER')).toHaveLength(1);
    // An ended campaign buys nothing: nothing to set up.
    await db().update(campaigns).set({ status: 'ENDED' }).where(eq(campaigns.id, campaign.id));
    expect((await attentionOf(accountId, 'manager')).some((item) => item.campaignId === campaign.id)).toBe(false);
  });

  it('says when prepaid funds are below the price of the next lead, and not once they cover it', async () => {
    const accountId = await demoRolesAccount(db(), 'PREPAID');
    await readyCampaign(accountId);
    expect(await attentionOf(accountId, 'billing')).toEqual([
      {
        kind: 'FUNDS_RUN_OUT',
        severity: 'CRITICAL',
        message:
          'Buying has stopped: your prepaid balance of $0.00 is below the price of a lead or call ($25.00). Add funds to start again.',
        href: '/billing',
      },
    ]);
    await db().insert(ledgerEntries).values({
      accountId,
      kind: 'RECHARGE',
      amountCents: -2_500,
      note: 'Top-up',
      occurredAt: NOW,
    });
    expect(await attentionOf(accountId, 'billing')).toEqual([]);
  });

  it('lists an overdue invoice and a declined latest payment', async () => {
    // October's invoice, issued 1 November, was due on 16 November.
    const { accountId } = await postpaidWithInvoice(db());
    await db()
      .insert(payments)
      .values({
        accountId,
        purpose: 'INVOICE',
        amountCents: 5_000,
        status: 'FAILED',
        failureCode: 'card_declined',
        failureMessage: 'Your card was declined.',
        providerIdempotencyKey: `attention-${randomUUID()}`,
        createdBy: 'billing@demo.test',
        createdAt: new Date('2026-11-17T15:00:00Z'),
      });
    const items = await attentionOf(accountId, 'billing');
    expect(items.filter((item) => item.href === '/billing')).toEqual([
      {
        kind: 'INVOICE_OVERDUE',
        severity: 'CRITICAL',
        message: expect.stringMatching(
          /^Invoice \S+ \(\$50\.00 due\) was due on Mon, Nov 16 and is overdue\. Pay it now\.$/,
        ),
        href: '/billing',
      },
      {
        kind: 'PAYMENT_FAILED',
        severity: 'CRITICAL',
        message: 'Your payment of $50.00 yesterday was declined (Your card was declined). Try another card.',
        href: '/billing',
      },
    ]);
  });

  it('counts leads waiting over two hours for a call back, and lists disputes decided this week', async () => {
    const accountId = await demoRolesAccount(db(), 'POSTPAID');
    const { campaign } = await readyCampaign(accountId);
    const lead = (minutesAgo: number, type: 'LEAD' | 'CALL' = 'LEAD', outcome?: 'ANSWERED' | 'MISSED') => ({
      externalId: `attention-${randomUUID()}`,
      type,
      campaignId: campaign.id,
      occurredAt: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
      consumer: { name: 'Wade Waiting', phone: `+1512555${String(1000 + minutesAgo).slice(-4)}`, zip: '78701' },
      ...(type === 'CALL' && {
        call: {
          callerNumber: '+15125550199',
          trackingNumber: '+15125550198',
          durationSeconds: 90,
          outcome: outcome ?? 'MISSED',
        },
      }),
    });
    for (const event of [lead(180), lead(150, 'CALL', 'MISSED'), lead(150, 'CALL', 'ANSWERED'), lead(30)])
      await ingestEvents(db(), [event], new Date(Date.parse(event.occurredAt) + 1000));
    // Eight days old: past the look-back.
    const old = lead(8 * 24 * 60);
    const [oldResult] = await ingestEvents(db(), [old], new Date(Date.parse(old.occurredAt) + 1000));
    const supplyEventId = oldResult!.supplyEventId!;
    await db()
      .insert(disputes)
      .values({
        supplyEventId,
        accountId,
        reasonCode: 'SPAM',
        comment: 'A robot',
        status: 'APPROVED',
        filedAt: new Date('2026-11-12T15:00:00Z'),
        filedBy: 'billing@demo.test',
        decidedAt: new Date('2026-11-16T15:00:00Z'),
        decidedBy: 'staff@demo.test',
        creditCents: 2_500,
      });

    expect(await attentionOf(accountId, 'billing')).toEqual([
      {
        kind: 'LEADS_WAITING',
        severity: 'WARNING',
        message:
          '2 new leads and missed calls have waited more than 2 hours for a call back. Call back, then mark each Contacted.',
        href: '/?from=2026-11-11&to=2026-11-18&status=NEW',
      },
      {
        kind: 'DISPUTE_DECIDED',
        severity: 'INFO',
        message: 'Your dispute of the lead from Wade Waiting was approved on Mon, Nov 16: $25.00 credited.',
        href: `/lead/${supplyEventId}`,
      },
    ]);
  });

  it('answers each role only what it may act on', async () => {
    const { accountId } = await postpaidWithInvoice(db());
    await createCampaignFixture(db(), accountId, { name: 'Unreachable' });
    const kinds = async (as: 'owner' | 'manager' | 'billing' | 'viewer' | 'staff') =>
      [...new Set((await attentionOf(accountId, as)).map((item) => item.kind))].sort();
    expect(await kinds('viewer')).toEqual([]);
    expect(await kinds('billing')).toEqual(['INVOICE_OVERDUE']);
    expect(await kinds('manager')).toEqual(['INVOICE_OVERDUE', 'LISTINGS_ALL_DRAFT', 'NO_TRACKING_NUMBER']);
    expect(await kinds('staff')).toEqual(['INVOICE_OVERDUE', 'LISTINGS_ALL_DRAFT', 'NO_TRACKING_NUMBER']);
    // Another account's list is not the caller's to read.
    const other = await api.as('viewer').call(listAttention, { params: { accountId: DEMO_IDS.parentAccount } });
    expect(other.status).toBe(200);
    const stranger = await api.as('viewer').call(listAttention, { params: { accountId: randomUUID() } });
    expect(stranger.status).toBe(403);
  });
});
