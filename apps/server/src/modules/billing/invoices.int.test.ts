import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPaymentMethod } from '@portal/shared/contracts/billing/add-payment-method';
import { getBillingAccount } from '@portal/shared/contracts/billing/get-billing-account';
import { getInvoice } from '@portal/shared/contracts/billing/get-invoice';
import { getInvoicePdf } from '@portal/shared/contracts/billing/get-invoice-pdf';
import { listInvoices } from '@portal/shared/contracts/billing/list-invoices';
import { makePayment } from '@portal/shared/contracts/billing/make-payment';
import { listSupplyEvents } from '@portal/shared/contracts/leads/list-supply-events';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import { queuedMessageSender } from '../../jobs/deliver-message';
import { accounts, invoiceLedgerEntries, invoices, ledgerEntries } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import { createCampaignFixture } from '../../test/campaign-samples';
import { createAccount, grantDemoRoles } from '../../test/factories';
import { DEMO_IDS } from '../../test/demo';
import { manualClock, useTestApp } from '../../test/test-app';
import { ingestEvent } from '../supply/ingest-service';
import { chargeAutopay, issueDueInvoices } from './billing-jobs';
import { issueInvoice } from './invoice-issue';

// 1 November 2026, 02:00 in Chicago: October has just ended there.
const clock = manualClock(new Date('2026-11-01T07:00:00Z'));
const testApp = useTestApp({ clock, paymentsSandbox: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const api = testApiClient(testApp);
const db = () => testApp.database.db;

let serial = 0;
const post = (campaignId: string, occurredAt: string, type: 'LEAD' | 'CALL' = 'LEAD') => {
  serial += 1;
  return ingestEvent(
    db(),
    {
      externalId: `invoice-test-${serial}-${Math.random()}`,
      type,
      campaignId,
      occurredAt,
      consumer: { name: 'Ivy Invoice', phone: `+1512557${String(1000 + serial).slice(-4)}`, zip: '78701' },
      ...(type === 'CALL' && {
        call: {
          callerNumber: '+15125550111',
          trackingNumber: '+15125550150',
          durationSeconds: 120,
          outcome: 'ANSWERED',
        },
      }),
    },
    // Received as it happened: the invoice is of a month already over.
    new Date(Date.parse(occurredAt) + 60_000),
  );
};

/** A post-paid Central-time account the demo billing user holds BILLING on, with a campaign. */
async function postpaidAccount() {
  const account = await createAccount(db(), { timeZone: 'CST' });
  await grantDemoRoles(db(), account.id, DEMO_IDS.parentAccount);
  const { campaign } = await createCampaignFixture(db(), account.id, { schedule: ALWAYS_SCHEDULE, name: 'Drains' });
  return { accountId: account.id, campaignId: campaign.id };
}

describe('invoices', () => {
  it('issues a month once, with lines per campaign and type that add up and open the events behind them', async () => {
    const { accountId, campaignId } = await postpaidAccount();
    await post(campaignId, '2026-10-05T18:00:00Z');
    await post(campaignId, '2026-10-06T18:00:00Z');
    await post(campaignId, '2026-10-07T18:00:00Z', 'CALL');
    await post(campaignId, '2026-11-01T06:30:00Z'); // 01:30 on 1 November in Chicago: next month
    await db()
      .insert(ledgerEntries)
      .values({
        accountId,
        kind: 'ADJUSTMENT',
        amountCents: -1000,
        note: 'Goodwill',
        occurredAt: new Date('2026-10-20T12:00:00Z'),
      });
    const invoiceId = await issueInvoice(db(), accountId, '2026-10', clock.now());
    expect(await issueInvoice(db(), accountId, '2026-10', clock.now())).toBe(invoiceId);

    const detail = (await api.as('billing').call(getInvoice, { params: { accountId, invoiceId } })).body;
    expect(detail).toMatchObject({
      number: expect.stringMatching(/^INV-2026-10-\d+$/),
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      dueDate: '2026-11-16',
      status: 'OPEN',
      chargesCents: 2 * 2500 + 4500,
      creditsCents: 1000,
      totalCents: 8500,
      amountDueCents: 8500,
    });
    expect(detail.lines.map((line) => [line.description, line.quantity, line.amountCents])).toEqual([
      ['Drains — Calls', 1, 4500],
      ['Drains — Form leads', 2, 5000],
      ['Goodwill', 1, -1000],
    ]);
    expect(detail.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(detail.totalCents);
    const leadsLine = detail.lines.find((line) => line.kind === 'LEADS')!;
    const behind = await api
      .as('billing')
      .call(listSupplyEvents, { params: { accountId }, query: { invoiceLineId: leadsLine.id } });
    expect(behind.body.items.map((event) => event.occurredAt).sort()).toEqual([
      '2026-10-05T18:00:00.000Z',
      '2026-10-06T18:00:00.000Z',
    ]);

    // A lead of October that arrives late goes on November's invoice, not back onto October's.
    await post(campaignId, '2026-10-30T18:00:00Z');
    const november = await issueInvoice(db(), accountId, '2026-11', new Date('2026-12-01T07:00:00Z'));
    const later = (await api.as('billing').call(getInvoice, { params: { accountId, invoiceId: november } })).body;
    expect(later.lines.map((line) => [line.description, line.quantity])).toEqual([['Drains — Form leads', 2]]);
    const linked = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(invoiceLedgerEntries)
      .where(eq(invoiceLedgerEntries.accountId, accountId));
    expect(linked[0]!.n).toBe(6); // four entries on October’s invoice, two on November’s

    const list = (await api.as('billing').call(listInvoices, { params: { accountId }, query: {} })).body;
    expect(list.items.map((invoice) => invoice.periodStart)).toEqual(['2026-11-01', '2026-10-01']);
    const pdf = await api.as('billing').call(getInvoicePdf, { params: { accountId, invoiceId } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF-')).toBe(true);
  });

  it('is paid once for its amount due, and says so plainly otherwise', async () => {
    const { accountId, campaignId } = await postpaidAccount();
    await post(campaignId, '2026-10-05T18:00:00Z');
    const invoiceId = await issueInvoice(db(), accountId, '2026-10', clock.now());
    const card = await api.as('billing').call(addPaymentMethod, { params: { accountId }, body: { token: 'tok_visa' } });
    const pay = (amountCents: number) =>
      api.as('billing', { 'idempotency-key': `invoice-pay-${Math.random()}` }).call(makePayment, {
        params: { accountId },
        body: { amountCents, paymentMethodId: card.body.id, invoiceId },
      });
    expect((await pay(100)).error.message).toMatch(/has \$25\.00 due: pay exactly that/);
    const paid = await pay(2500);
    expect(paid.body).toMatchObject({ purpose: 'INVOICE', status: 'SUCCEEDED', invoiceId, balanceCents: 0 });
    const after = (await api.as('billing').call(getInvoice, { params: { accountId, invoiceId } })).body;
    expect(after).toMatchObject({ status: 'PAID', paidCents: 2500, amountDueCents: 0 });
    expect(after.payments).toEqual([expect.objectContaining({ amountCents: 2500, method: 'Visa •••• 4242' })]);
    expect((await pay(2500)).error.message).toMatch(/is already paid/);
  });

  it('is OVERDUE from the day after its due day, in the account’s days; the amount due says what it is made of', async () => {
    const { accountId, campaignId } = await postpaidAccount();
    await post(campaignId, '2026-10-05T18:00:00Z');
    await post(campaignId, '2026-10-06T18:00:00Z');
    const invoiceId = await issueInvoice(db(), accountId, '2026-10', clock.now());
    // A lead of November: owed, not invoiced yet.
    await post(campaignId, '2026-11-01T07:30:00Z');
    const read = async (client: ReturnType<typeof testApiClient>) => ({
      billing: (await client.as('billing').call(getBillingAccount, { params: { accountId } })).body,
      listed: (await client.as('billing').call(listInvoices, { params: { accountId }, query: {} })).body.items[0],
      invoice: (await client.as('billing').call(getInvoice, { params: { accountId, invoiceId } })).body,
    });
    const now = await read(api);
    expect(now.billing).toMatchObject({ amountDueCents: 7_500, openInvoicesCents: 5_000, uninvoicedCents: 2_500 });
    expect(now.billing.overdue).toBeNull();
    expect([now.listed?.status, now.invoice.status, now.invoice.dueDate]).toEqual(['OPEN', 'OPEN', '2026-11-16']);

    const start = clock.now().getTime();
    try {
      // 23:00 on the due day in Chicago (05:00 UTC the next day): still open.
      clock.advance((Date.parse('2026-11-17T05:00:00Z') - start) / 1000);
      const dueDay = await read(testApiClient(testApp));
      expect([dueDay.listed?.status, dueDay.invoice.status, dueDay.billing.overdue]).toEqual(['OPEN', 'OPEN', null]);
      // Midnight in Chicago: overdue, in the list, the invoice, its PDF and the billing account's figures.
      clock.advance(3_600);
      const late = testApiClient(testApp);
      const overdue = await read(late);
      expect([overdue.listed?.status, overdue.invoice.status]).toEqual(['OVERDUE', 'OVERDUE']);
      expect(overdue.invoice.amountDueCents).toBe(5_000);
      expect(overdue.billing.overdue).toEqual({ count: 1, amountDueCents: 5_000 });
      const pdf = await late.as('billing').call(getInvoicePdf, { params: { accountId, invoiceId } });
      expect(pdf.status).toBe(200);
      // Stored, it is still open: only the reading says overdue.
      const [stored] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
      expect(stored?.status).toBe('OPEN');
      // Overdue invoices are paid as open ones are.
      const card = await late
        .as('billing')
        .call(addPaymentMethod, { params: { accountId }, body: { token: 'tok_visa' } });
      const paid = await late.as('billing', { 'idempotency-key': `overdue-${accountId}` }).call(makePayment, {
        params: { accountId },
        body: { amountCents: 5_000, paymentMethodId: card.body.id, invoiceId },
      });
      expect(paid.body).toMatchObject({ status: 'SUCCEEDED', invoiceId });
      const settled = await read(late);
      expect(settled.invoice.status).toBe('PAID');
      expect(settled.billing).toMatchObject({ amountDueCents: 2_500, openInvoicesCents: 0, uninvoicedCents: 2_500 });
      expect(settled.billing.overdue).toBeNull();
    } finally {
      clock.advance((start - clock.now().getTime()) / 1000);
    }
  });

  it('the hourly job issues last month’s invoices of post-paid accounts only, once; autopay pays what falls due', async () => {
    const { accountId, campaignId } = await postpaidAccount();
    const prepaid = await createAccount(db(), {}, { billingMode: 'PREPAID' });
    await post(campaignId, '2026-10-09T18:00:00Z');
    await issueDueInvoices(db(), clock.now());
    expect(await issueDueInvoices(db(), clock.now())).toBe(0);
    const issued = await db().select().from(invoices).where(eq(invoices.accountId, accountId));
    expect(issued.map((invoice) => invoice.periodStart)).toEqual(['2026-10-01']);
    expect(await db().select().from(invoices).where(eq(invoices.accountId, prepaid.id))).toEqual([]);

    const card = await api.as('billing').call(addPaymentMethod, { params: { accountId }, body: { token: 'tok_visa' } });
    expect(card.body.isDefault).toBe(true);
    await db().update(accounts).set({ isAutopayEnabled: true }).where(eq(accounts.id, accountId));
    const messages = queuedMessageSender(testApp.queue, testApp.config.publicUrl);
    const early = await chargeAutopay(db(), testApp.payments, messages, clock.now());
    expect(early.paid).toBe(0);
    // The due date, 16 November, in Chicago.
    const onDueDay = new Date('2026-11-16T15:00:00Z');
    const run = await chargeAutopay(db(), testApp.payments, messages, onDueDay);
    expect(run).toMatchObject({ paid: 1 });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.accountId, accountId));
    expect(invoice).toMatchObject({ status: 'PAID', paidCents: 2500 });
    expect((await chargeAutopay(db(), testApp.payments, messages, onDueDay)).paid).toBe(0);
  });
});
