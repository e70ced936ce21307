import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeAccountStatus } from '@portal/shared/contracts/accounts/change-account-status';
import { getAccount } from '@portal/shared/contracts/accounts/get-account';
import { CLOSED_ACCOUNT_MESSAGE } from '@portal/shared/account-status';
import { createBridgeLink } from '@portal/shared/contracts/billing/create-bridge-link';
import { getCampaign } from '@portal/shared/contracts/campaigns/get-campaign';
import { pauseCampaign } from '@portal/shared/contracts/campaigns/pause-campaign';
import type { IngestAnswer } from '@portal/shared/ingest';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import { DEV_INGEST_KEY } from '../../config/env';
import { auditLog, ledgerEntries } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import { createCampaignFixture } from '../../test/campaign-samples';
import { createAccount, grantDemoRoles } from '../../test/factories';
import { DEMO_IDS } from '../../test/demo';
import { manualClock, useTestApp } from '../../test/test-app';

const clock = manualClock(new Date('2026-11-20T19:00:00Z'));
const testApp = useTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const api = testApiClient(testApp);
const db = () => testApp.database.db;

let serial = 0;
async function ingestLead(campaignId: string) {
  serial += 1;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/ingest/supply-events',
    headers: { authorization: `Bearer ${DEV_INGEST_KEY}` },
    payload: {
      events: [
        {
          externalId: `status-${serial}-${Math.random()}`,
          type: 'LEAD',
          campaignId,
          occurredAt: '2026-11-20T18:00:00Z',
          consumer: { name: 'Hal Held', phone: `+1512557${String(1000 + serial).slice(-4)}`, zip: '78701' },
        },
      ],
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json<IngestAnswer>().results[0]!;
}

async function accountWithCampaign() {
  const account = await createAccount(db(), { timeZone: 'CST' }, { billingMode: 'POSTPAID' });
  await grantDemoRoles(db(), account.id, DEMO_IDS.parentAccount);
  const { campaign } = await createCampaignFixture(db(), account.id, { schedule: ALWAYS_SCHEDULE });
  return { accountId: account.id, campaignId: campaign.id };
}

const charges = (accountId: string) =>
  db()
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.kind, 'CHARGE')));

describe('an account’s status', () => {
  it('on hold buys no leads (stored, not billed, ACCOUNT_ON_HOLD), closed neither, and active again buys them', async () => {
    const { accountId, campaignId } = await accountWithCampaign();
    expect((await ingestLead(campaignId)).billable).toBe(true);

    const held = await api.as('staff').call(changeAccountStatus, {
      params: { accountId },
      body: { status: 'On Hold', reason: 'Payment overdue by 30 days.' },
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body).toMatchObject({
      Account_Status__c: 'On Hold',
      Account_Status_Reason__c: 'Payment overdue by 30 days.',
    });
    const whileHeld = await ingestLead(campaignId);
    expect(whileHeld).toMatchObject({ status: 'CREATED', billable: false, reason: 'ACCOUNT_ON_HOLD' });
    // The customer reads it on the account.
    const seen = await api.as('owner').call(getAccount, { params: { accountId } });
    expect(seen.body.Account_Status__c).toBe('On Hold');

    await api.as('staff').call(changeAccountStatus, {
      params: { accountId },
      body: { status: 'Closed', reason: 'The business closed.' },
    });
    expect(await ingestLead(campaignId)).toMatchObject({ billable: false, reason: 'ACCOUNT_CLOSED' });

    await api.as('staff').call(changeAccountStatus, {
      params: { accountId },
      body: { status: 'Active', reason: 'Reopened under new ownership.' },
    });
    expect((await ingestLead(campaignId)).billable).toBe(true);
    expect(await charges(accountId)).toHaveLength(2);

    const audits = await db().select().from(auditLog).where(eq(auditLog.accountId, accountId));
    expect(audits.filter((row) => row.entity === 'account').map((row) => row.after)).toEqual([
      { status: 'On Hold', statusReason: 'Payment overdue by 30 days.' },
      { status: 'Closed', statusReason: 'The business closed.' },
      { status: 'Active', statusReason: 'Reopened under new ownership.' },
    ]);
    expect(audits.every((row) => row.entity !== 'account' || row.actor === 'staff@demo.test')).toBe(true);
  });

  it('is changed by staff only, with a known status and a reason', async () => {
    const { accountId } = await accountWithCampaign();
    for (const user of ['owner', 'manager', 'billing', 'viewer'] as const) {
      const refused = await api
        .as(user)
        .call(changeAccountStatus, { params: { accountId }, body: { status: 'On Hold', reason: 'x' } });
      expect(refused.status, user).toBe(403);
    }
    for (const body of [
      { status: 'Frozen', reason: 'x' },
      { status: 'On Hold', reason: '  ' },
      { status: 'On Hold' },
    ]) {
      const refused = await api.as('staff').call(changeAccountStatus, { params: { accountId }, body: body as never });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await api.as('staff').call(changeAccountStatus, {
      params: { accountId: '00000000-0000-4000-8000-00000000f00f' },
      body: { status: 'On Hold', reason: 'x' },
    });
    expect(unknown.status).toBe(404);
    expect((await api.as('owner').call(getAccount, { params: { accountId } })).body.Account_Status__c).toBe('Active');
  });

  it('closed, is read-only for its customers but for paying what it owes; staff still change it', async () => {
    const { accountId, campaignId } = await accountWithCampaign();
    await api.as('staff').call(changeAccountStatus, {
      params: { accountId },
      body: { status: 'Closed', reason: 'The business closed.' },
    });
    const read = await api.as('owner').call(getCampaign, { params: { accountId, campaignId } });
    expect(read.status).toBe(200);
    const pause = { params: { accountId, campaignId }, body: { reasonCode: 'OTHER' as const } };
    const refused = await api.as('owner').call(pauseCampaign, pause);
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(CLOSED_ACCOUNT_MESSAGE);
    expect((await api.as('owner').call(getCampaign, { params: { accountId, campaignId } })).body.status).toBe('ACTIVE');
    // Paying stays open: a payment link for what it owes is made.
    const link = await api.as('billing').call(createBridgeLink, {
      params: { accountId },
      body: { purpose: 'TOP_UP', amountCents: 5_000 },
    });
    expect(link.status, JSON.stringify(link.body)).not.toBe(403);
    expect((await api.as('staff').call(pauseCampaign, pause)).status).toBe(200);
  });
});
