import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAccount } from '@portal/shared/contracts/accounts/get-account';
import { exportLedger } from '@portal/shared/contracts/billing/export-ledger';
import { getBillingAccount } from '@portal/shared/contracts/billing/get-billing-account';
import { listLedger } from '@portal/shared/contracts/billing/list-ledger';
import { updateBillingAccount } from '@portal/shared/contracts/billing/update-billing-account';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import { auditLog, billingAccounts, ledgerEntries, paymentMethods } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import { createCampaignFixture } from '../../test/campaign-samples';
import { createAccount } from '../../test/factories';
import { DEMO_IDS } from '../../test/demo';
import { manualClock, useTestApp } from '../../test/test-app';
import { ingestEvent } from '../supply/ingest-service';

// Friday 20 November 2026, noon in Chicago.
const clock = manualClock(new Date('2026-11-20T18:00:00Z'));
const testApp = useTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const api = testApiClient(testApp);
const db = () => testApp.database.db;
const accountId = DEMO_IDS.parentAccount;

let serial = 0;
async function billableLead(campaignId: string, occurredAt = '2026-11-18T18:00:00Z') {
  serial += 1;
  return ingestEvent(
    db(),
    {
      externalId: `billing-test-${serial}-${Math.random()}`,
      type: 'LEAD',
      campaignId,
      occurredAt,
      consumer: { name: 'Bill Payer', phone: `+1512556${String(1000 + serial).slice(-4)}`, zip: '78701' },
    },
    clock.now(),
  );
}

async function addCard(forAccount: string) {
  const [method] = await db()
    .insert(paymentMethods)
    .values({
      accountId: forAccount,
      providerMethodId: `pm_test_${serial++}`,
      kind: 'CARD',
      brand: 'Visa',
      last4: '4242',
    })
    .returning();
  await db().insert(billingAccounts).values({ accountId: forAccount }).onConflictDoNothing();
  await db()
    .update(billingAccounts)
    .set({ defaultPaymentMethodId: method!.id })
    .where(eq(billingAccounts.accountId, forAccount));
  return method!;
}

const settings = (current: { version: number }, overrides: Record<string, unknown> = {}) => ({
  version: current.version,
  mode: 'PREPAID' as const,
  autopayEnabled: false,
  autoRecharge: null,
  billingSameAsRegistered: true,
  billingAddress: null,
  billingEmail: null,
  ...overrides,
});

describe('the billing account', () => {
  it('derives the balance from the ledger: charges draw it down', async () => {
    const account = await createAccount(db(), { timeZone: 'CST' });
    const { campaign } = await createCampaignFixture(db(), account.id, { schedule: ALWAYS_SCHEDULE });
    await billableLead(campaign.id);
    await billableLead(campaign.id);
    const read = await api.as('staff').call(getBillingAccount, { params: { accountId: account.id } });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      mode: 'POSTPAID',
      balanceCents: -5000,
      amountDueCents: 5000,
      autoRecharge: null,
    });
  });

  it('saves settings with the version read, audits them, and keeps the Account’s billing fields true', async () => {
    const before = (await api.as('billing').call(getBillingAccount, { params: { accountId } })).body;
    await addCard(accountId);
    const saved = await api.as('billing').call(updateBillingAccount, {
      params: { accountId },
      body: settings(before, {
        autopayEnabled: true,
        autoRecharge: { thresholdCents: 5000, amountCents: 20000 },
        billingSameAsRegistered: false,
        billingAddress: { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
        billingEmail: 'ap@example.com',
      }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      autopayEnabled: true,
      autoRecharge: { thresholdCents: 5000, amountCents: 20000 },
      billingSameAsRegistered: false,
      billingEmail: 'ap@example.com',
      version: before.version + 1,
    });
    const account = (await api.as('billing').call(getAccount, { params: { accountId } })).body;
    expect(account).toMatchObject({
      Is_Autopay_Enabled__c: true,
      Is_Billing_Same_As_Registered_Address__c: false,
      hasDefaultPaymentMethod: true,
      billingDetails: { autopayEnabled: true },
    });
    const audited = await db().select().from(auditLog).where(eq(auditLog.entity, 'billing_account'));
    expect(audited.at(-1)).toMatchObject({ action: 'update', actor: 'billing@demo.test' });

    const stale = await api.as('billing').call(updateBillingAccount, { params: { accountId }, body: settings(before) });
    expect(stale.status).toBe(409);
    const off = await api
      .as('billing')
      .call(updateBillingAccount, { params: { accountId }, body: settings(saved.body, { autopayEnabled: false }) });
    expect(off.body).toMatchObject({ autopayEnabled: false, autoRecharge: null, billingSameAsRegistered: true });
  });

  it('refuses what cannot work, saying why, and changes nothing', async () => {
    const account = await createAccount(db());
    const current = (await api.as('staff').call(getBillingAccount, { params: { accountId: account.id } })).body;
    const put = (body: Record<string, unknown>, as: 'staff' | 'billing' = 'staff') =>
      api.as(as).call(updateBillingAccount, { params: { accountId: account.id }, body: settings(current, body) });
    expect((await put({ autopayEnabled: true })).error.message).toMatch(/Add a payment method first/);
    await addCard(account.id);
    expect((await put({ autoRecharge: { thresholdCents: 5000, amountCents: 100 } })).error.message).toBe(
      'An automatic top-up is from $25.00 to $10,000.00',
    );
    const noAddress = await put({ billingSameAsRegistered: false });
    expect(noAddress.status).toBe(400);
    expect(noAddress.error.details).toEqual(
      expect.arrayContaining([
        { path: 'body.billingAddress', message: 'Enter the billing address, or use the registered one' },
      ]),
    );
    const own = (await api.as('billing').call(getBillingAccount, { params: { accountId } })).body;
    const switched = await api
      .as('billing')
      .call(updateBillingAccount, { params: { accountId }, body: settings(own, { mode: 'POSTPAID' }) });
    expect(switched.status).toBe(422);
    expect(switched.error.message).toMatch(/Only the provider’s staff/);
    expect((await put({ mode: 'POSTPAID', autoRecharge: { thresholdCents: 1, amountCents: 5000 } })).status).toBe(422);
    const staffSwitch = await put({ mode: 'POSTPAID' });
    expect(staffSwitch.body).toMatchObject({ mode: 'POSTPAID' });
  });
});

describe('the ledger', () => {
  it('lists entries newest first with what caused them, filters by kind and day, and exports the same as CSV', async () => {
    const account = await createAccount(db(), { timeZone: 'CST' });
    const { campaign } = await createCampaignFixture(db(), account.id, {
      schedule: ALWAYS_SCHEDULE,
      name: 'Ledger Co',
    });
    const early = await billableLead(campaign.id, '2026-11-16T18:00:00Z');
    const late = await billableLead(campaign.id, '2026-11-19T05:30:00Z'); // 23:30 on the 18th in Chicago
    await db().insert(ledgerEntries).values({
      accountId: account.id,
      kind: 'ADJUSTMENT',
      amountCents: -1000,
      note: 'Goodwill',
      occurredAt: clock.now(),
    });
    const list = (query: Record<string, string> = {}) =>
      api.as('staff').call(listLedger, { params: { accountId: account.id }, query });
    const all = (await list()).body.items;
    // Each with the balance just after it, as a bank statement's running balance.
    expect(all.map((entry) => [entry.kind, entry.amountCents, entry.balanceAfterCents, entry.description])).toEqual([
      ['ADJUSTMENT', -1000, -4000, 'Goodwill'],
      ['CHARGE', 2500, -5000, 'Lead from Bill Payer · Ledger Co'],
      ['CHARGE', 2500, -2500, 'Lead from Bill Payer · Ledger Co'],
    ]);
    expect(all[1]!.supplyEventId).toBe(late.supplyEventId);
    // A filter leaves the balance the account's, not the shown rows' own.
    const filtered = (await list({ kind: 'CHARGE', from: '2026-11-18', to: '2026-11-18' })).body.items;
    expect(filtered.map((e) => [e.supplyEventId, e.balanceAfterCents])).toEqual([[late.supplyEventId, -5000]]);
    const paged = await list({ limit: '2' });
    const next = await list({ limit: '2', cursor: paged.body.nextCursor! });
    expect(next.body.items.map((entry) => [entry.supplyEventId, entry.balanceAfterCents])).toEqual([
      [early.supplyEventId, -2500],
    ]);
    const csv = await api
      .as('staff')
      .call(exportLedger, { params: { accountId: account.id }, query: { kind: 'CHARGE' } });
    expect(csv.status).toBe(200);
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date (Central Standard Time),Type,Description,Money in (USD),Money out (USD),Balance (USD),Lead or call,Campaign,Payment',
    );
    expect(lines).toHaveLength(3);
    // The account's own time and words, money out in its column, the balance after it.
    expect(lines[1]).toBe(
      `2026-11-18 23:30 CST,Charge,Lead from Bill Payer · Ledger Co,,25.00,-50.00,${late.supplyEventId},${campaign.id},`,
    );
    const balance = (await api.as('staff').call(getBillingAccount, { params: { accountId: account.id } })).body;
    expect(balance.balanceCents).toBe(-4000);
  });

  it('is append-only: the database refuses to change or remove an entry', async () => {
    const account = await createAccount(db());
    const [entry] = await db()
      .insert(ledgerEntries)
      .values({ accountId: account.id, kind: 'ADJUSTMENT', amountCents: 500, note: 'Fee', occurredAt: clock.now() })
      .returning();
    // drizzle wraps the database's refusal: its words are the cause's.
    const refusal = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'allowed',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(
      await refusal(db().update(ledgerEntries).set({ amountCents: 1 }).where(eq(ledgerEntries.id, entry!.id))),
    ).toMatch(/append-only: UPDATE is not allowed/);
    expect(await refusal(db().delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id)))).toMatch(
      /append-only: DELETE is not allowed/,
    );
    expect(await refusal(db().execute(sql`truncate ledger_entries cascade`))).toMatch(/append-only: TRUNCATE/);
    const [kept] = await db().select().from(ledgerEntries).where(eq(ledgerEntries.id, entry!.id));
    expect(kept!.amountCents).toBe(500);
  });
});
