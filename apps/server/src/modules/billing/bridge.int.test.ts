import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBridgeLink } from '@portal/shared/contracts/billing/create-bridge-link';
import { getBillingAccount } from '@portal/shared/contracts/billing/get-billing-account';
import { getBridge } from '@portal/shared/contracts/billing/get-bridge';
import { payBridge } from '@portal/shared/contracts/billing/pay-bridge';
import type { BridgeLinkCreate } from '@portal/shared/billing';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import { invoices, paymentMethods } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import { createCampaignFixture } from '../../test/campaign-samples';
import { createAccount, grantDemoRoles } from '../../test/factories';
import { DEMO_IDS } from '../../test/demo';
import { manualClock, useTestApp } from '../../test/test-app';
import { ingestEvent } from '../supply/ingest-service';
import { issueInvoice } from './invoice-issue';

const clock = manualClock(new Date('2026-11-01T07:00:00Z'));
const testApp = useTestApp({ clock, paymentsSandbox: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const api = testApiClient(testApp);
const db = () => testApp.database.db;

async function account(mode: 'PREPAID' | 'POSTPAID') {
  const created = await createAccount(db(), { timeZone: 'CST', name: `Bridge ${mode} Co` }, { billingMode: mode });
  await grantDemoRoles(db(), created.id, DEMO_IDS.parentAccount);
  return created.id;
}

async function openInvoice(accountId: string) {
  const { campaign } = await createCampaignFixture(db(), accountId, { schedule: ALWAYS_SCHEDULE });
  await ingestEvent(
    db(),
    {
      externalId: `bridge-${Math.random()}`,
      type: 'LEAD',
      campaignId: campaign.id,
      occurredAt: '2026-10-10T18:00:00Z',
      consumer: { name: 'Bea Bridge', phone: '+15125558811', zip: '78701' },
    },
    // Received as it happened, in October.
    new Date('2026-10-10T18:01:00Z'),
  );
  return issueInvoice(db(), accountId, '2026-10', clock.now());
}

async function linkFor(accountId: string, body: BridgeLinkCreate) {
  const made = await api.as('billing').call(createBridgeLink, { params: { accountId }, body });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}
const view = (linkToken: string) => api.as('anonymous').call(getBridge, { params: { linkToken } });
const payWith = (linkToken: string, token: string) =>
  api.as('anonymous').call(payBridge, { params: { linkToken }, body: { token } });

describe('the payment bridge', () => {
  it('pays an invoice once through a signed link, signed out, and keeps no card on the account', async () => {
    const accountId = await account('POSTPAID');
    const invoiceId = await openInvoice(accountId);
    const link = await linkFor(accountId, { purpose: 'INVOICE', invoiceId });
    expect(link.url).toBe(`${testApp.config.publicUrl}/payment-bridge?token=${encodeURIComponent(link.token)}`);
    expect(link.expiresAt).toBe('2026-11-08T07:00:00.000Z');
    const shown = await view(link.token);
    expect(shown.body).toMatchObject({ accountName: 'Bridge POSTPAID Co', purpose: 'INVOICE', amountCents: 2500 });

    expect(shown.body).toMatchObject({ status: 'OPEN', lastFailure: null, receipt: null });

    const declined = await payWith(link.token, 'tok_chargeDeclined');
    expect(declined.status).toBe(422);
    expect(declined.error.message).toMatch(/declined/);
    expect((await view(link.token)).body).toMatchObject({
      status: 'OPEN',
      lastFailure: 'The payment was declined: Your card was declined.',
    });

    const paid = await payWith(link.token, 'tok_visa');
    expect(paid.body).toMatchObject({
      status: 'PAID',
      lastFailure: null,
      receipt: { accountName: 'Bridge POSTPAID Co', amountCents: 2500, method: 'Visa •••• 4242' },
    });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ status: 'PAID', paidCents: 2500 });
    const again = await payWith(link.token, 'tok_visa');
    expect(again.status).toBe(422);
    expect(again.error.message).toMatch(/already used/);
    expect((await view(link.token)).body).toMatchObject({ status: 'PAID', receipt: paid.body.receipt });
    // The payer's cards were charged for the link only: never one of the account's payment methods.
    expect(await db().select().from(paymentMethods).where(eq(paymentMethods.accountId, accountId))).toEqual([]);
  });

  it('says plainly when a link was altered or has expired', async () => {
    const accountId = await account('PREPAID');
    const link = await linkFor(accountId, { purpose: 'TOP_UP', amountCents: 5000 });
    const [id, signature] = link.token.split('.');
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [`${id}.${flipped}`, `${id}`, `00000000-0000-4000-8000-000000000001.${signature}`, 'garbage']) {
      const answer = await view(token);
      expect(answer.status).toBe(404);
      expect(answer.error.message).toMatch(/not valid: it may have been changed or cut short/);
    }
    clock.advance(8 * 24 * 3600);
    try {
      const expired = await view(link.token);
      expect(expired.status).toBe(422);
      expect(expired.error.message).toBe('This payment link has expired. Ask for a new link.');
      expect((await payWith(link.token, 'tok_visa')).status).toBe(422);
    } finally {
      // Back to the start: the demo users' access tokens are checked on the same clock.
      clock.advance(-8 * 24 * 3600);
    }
  });

  it('tops up a prepaid balance by the link’s amount', async () => {
    const accountId = await account('PREPAID');
    const link = await linkFor(accountId, { purpose: 'TOP_UP', amountCents: 7500 });
    expect((await payWith(link.token, 'tok_visa')).status).toBe(200);
    const billing = (await api.as('billing').call(getBillingAccount, { params: { accountId } })).body;
    expect(billing.balanceCents).toBe(7500);
    const tooSmall = await api
      .as('billing')
      .call(createBridgeLink, { params: { accountId }, body: { purpose: 'TOP_UP', amountCents: 100 } });
    expect(tooSmall.error.message).toBe('A top-up is from $25.00 to $10,000.00');
  });

  it('makes no top-up link for a post-paid account, which could never pay it', async () => {
    const accountId = await account('POSTPAID');
    const refused = await api
      .as('billing')
      .call(createBridgeLink, { params: { accountId }, body: { purpose: 'TOP_UP', amountCents: 5000 } });
    expect(refused.status).toBe(422);
    expect(refused.error.message).toBe('Top-up links are for prepaid accounts: send a link to pay an invoice instead.');
  });
});
