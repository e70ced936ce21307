import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { addPaymentMethod } from '@portal/shared/contracts/billing/add-payment-method';
import { createBridgeLink } from '@portal/shared/contracts/billing/create-bridge-link';
import { getBillingAccount } from '@portal/shared/contracts/billing/get-billing-account';
import { listPaymentMethods } from '@portal/shared/contracts/billing/list-payment-methods';
import { makePayment } from '@portal/shared/contracts/billing/make-payment';
import { payBridge } from '@portal/shared/contracts/billing/pay-bridge';
import { topUp } from '@portal/shared/contracts/billing/top-up';
import { invoices, paymentMethods, payments } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import {
  bookedPaymentsOf,
  demoRolesAccount,
  frameToken,
  postpaidWithInvoice,
  providerChargesOf,
} from '../../test/billing-fixtures';
import { useTestApp } from '../../test/test-app';
import { queuedMessageSender } from '../../jobs/deliver-message';
import { chargeAutopay } from './billing-jobs';
import { accounts } from '../../db/schema/index';

// Real concurrent requests over HTTP on PostgreSQL (the .pg. in the name), each on its own connection and
// database session; the 0119 test card charges and then holds its answer past the portal's time-out.
const testApp = useTestApp({
  paymentsSandbox: { holdMs: 1_500 },
  env: { PAYMENTS_TIMEOUT_MS: '400', RATE_LIMIT_PER_MINUTE: '100000' },
  listen: true,
  poolMax: 12,
});
const api = testApiClient(testApp, { baseUrl: () => testApp.url! });
const db = () => testApp.database.db;

let keys = 0;
const newKey = () => `race-${Date.now()}-${(keys += 1)}`;

async function cardOn(accountId: string, token: string) {
  const card = await api.as('billing').call(addPaymentMethod, { params: { accountId }, body: { token } });
  expect(card.status, JSON.stringify(card.body)).toBe(201);
  return card.body.id;
}

const payAs = (
  accountId: string,
  key: string,
  body: { amountCents: number; paymentMethodId: string; invoiceId?: string },
) => api.as('billing', { 'idempotency-key': key }).call(makePayment, { params: { accountId }, body });

const ALREADY = /already under way|already paid|owes nothing/;

describe('payments racing each other on PostgreSQL', () => {
  it('pays an invoice once when three requests with different keys arrive together', async () => {
    const { accountId, invoiceId, totalCents } = await postpaidWithInvoice(db(), 3);
    const card = await cardOn(accountId, 'tok_visa');
    const answers = await Promise.all(
      [newKey(), newKey(), newKey()].map((key) =>
        payAs(accountId, key, { amountCents: totalCents, paymentMethodId: card, invoiceId }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422]);
    for (const refused of answers.filter((answer) => answer.status === 422)) {
      expect(refused.error.message).toMatch(ALREADY);
    }
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ status: 'PAID', paidCents: totalCents });
    expect(await providerChargesOf(db(), accountId)).toHaveLength(1);
    expect(await bookedPaymentsOf(db(), accountId)).toHaveLength(1);
  });

  it('takes one of two balance payments through the slow card, and the other is refused while it runs', async () => {
    const { accountId, totalCents } = await postpaidWithInvoice(db(), 4);
    const slow = await cardOn(accountId, await frameToken(testApp.paymentsSandboxUrl!, '4000 0000 0000 0119'));
    const [keyA, keyB] = [newKey(), newKey()];
    const first = await Promise.all([
      payAs(accountId, keyA, { amountCents: totalCents, paymentMethodId: slow }),
      payAs(accountId, keyB, { amountCents: totalCents, paymentMethodId: slow }),
    ]);
    // One is charged and unanswered (503, PENDING); the other never starts: a payment is already under way.
    expect(first.map((answer) => answer.status).sort()).toEqual([422, 503]);
    expect(first.find((answer) => answer.status === 422)!.error.message).toMatch(/already under way/);
    // Both retried with their own keys: the unanswered one finds its charge, the refused one stays refused.
    const retried = await Promise.all([
      payAs(accountId, keyA, { amountCents: totalCents, paymentMethodId: slow }),
      payAs(accountId, keyB, { amountCents: totalCents, paymentMethodId: slow }),
    ]);
    expect(retried.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const billing = await api.as('billing').call(getBillingAccount, { params: { accountId } });
    expect(billing.body.balanceCents).toBe(0);
    expect(await providerChargesOf(db(), accountId)).toEqual([expect.objectContaining({ amountCents: totalCents })]);
    expect(await bookedPaymentsOf(db(), accountId)).toHaveLength(1);
  });

  it('pays an invoice once when autopay, a payment link and a person pay it at the same moment', async () => {
    const { accountId, invoiceId, totalCents } = await postpaidWithInvoice(db(), 2);
    const card = await cardOn(accountId, 'tok_visa');
    await db().update(accounts).set({ isAutopayEnabled: true }).where(eq(accounts.id, accountId));
    const link = await api
      .as('billing')
      .call(createBridgeLink, { params: { accountId }, body: { purpose: 'INVOICE', invoiceId } });
    const dueDay = new Date('2026-11-17T15:00:00Z');
    const [autopay, bridge, person] = await Promise.all([
      chargeAutopay(db(), testApp.payments, queuedMessageSender(testApp.queue, testApp.config.publicUrl), dueDay),
      api
        .as('anonymous')
        .call(payBridge, { params: { linkToken: link.body.token }, body: { token: 'tok_mastercard' } }),
      payAs(accountId, newKey(), { amountCents: totalCents, paymentMethodId: card, invoiceId }),
    ]);
    const succeeded = [autopay.paid === 1, bridge.status === 200, person.status === 201].filter(Boolean);
    expect(succeeded).toHaveLength(1);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ status: 'PAID', paidCents: totalCents });
    expect(await providerChargesOf(db(), accountId)).toHaveLength(1);
    expect(await bookedPaymentsOf(db(), accountId)).toHaveLength(1);
  });

  it('never lets the account’s people see or charge a payment link’s card, not even while it is being paid', async () => {
    const { accountId, invoiceId } = await postpaidWithInvoice(db(), 1);
    const link = await api
      .as('billing')
      .call(createBridgeLink, { params: { accountId }, body: { purpose: 'INVOICE', invoiceId } });
    const paying = api.as('anonymous').call(payBridge, {
      params: { linkToken: link.body.token },
      body: { token: await frameToken(testApp.paymentsSandboxUrl!, '4000 0000 0000 0119') },
    });
    // While the provider holds its answer, the account's methods are polled as a BILLING user would.
    const seen: number[] = [];
    for (let look = 0; look < 8; look += 1) {
      const listed = await api.as('billing').call(listPaymentMethods, { params: { accountId } });
      seen.push(listed.body.items.length);
    }
    expect((await paying).body).toMatchObject({ status: 'PROCESSING' });
    expect(seen.every((count) => count === 0)).toBe(true);
    expect(await db().select().from(paymentMethods).where(eq(paymentMethods.accountId, accountId))).toEqual([]);
    const [made] = await db().select().from(payments).where(eq(payments.accountId, accountId));
    expect(made).toMatchObject({ paymentMethodId: null, methodLabel: 'Visa •••• 0119', status: 'PENDING' });
  });

  it('charges a top-up link’s card for that link only: a top-up naming it, while it is paid, is refused', async () => {
    const accountId = await demoRolesAccount(db(), 'PREPAID');
    const link = await api
      .as('billing')
      .call(createBridgeLink, { params: { accountId }, body: { purpose: 'TOP_UP', amountCents: 5_000 } });
    const paying = api.as('anonymous').call(payBridge, {
      params: { linkToken: link.body.token },
      body: { token: await frameToken(testApp.paymentsSandboxUrl!, '4000 0000 0000 0119') },
    });
    // The provider's method the link's card became: every id a person could try to charge it with.
    const providerMethod = await until(async () => {
      const found = await db().execute<{ payment_method_id: string }>(
        sql`select payment_method_id from payments_sandbox.charges
             where idempotency_key like ${`portal:${accountId}:%`} limit 1`,
      );
      return found.rows[0]?.payment_method_id;
    });
    const [made] = await until(async () => {
      const rows = await db().select().from(payments).where(eq(payments.accountId, accountId));
      return rows.length > 0 ? rows : undefined;
    });
    // And whatever the account's list shows meanwhile (before issue 25 the link's card was there).
    const listed = await api.as('billing').call(listPaymentMethods, { params: { accountId } });
    const ids = [
      providerMethod,
      made!.id,
      made!.providerChargeId ?? 'pm_unknown',
      ...listed.body.items.map((m) => m.id),
    ];
    const tries = await Promise.all(
      ids.map((paymentMethodId) =>
        api
          .as('billing', { 'idempotency-key': newKey() })
          .call(topUp, { params: { accountId }, body: { amountCents: 1_000_000, paymentMethodId } }),
      ),
    );
    expect(tries.map((attempt) => attempt.status).every((status) => status >= 400 && status < 500)).toBe(true);
    expect((await paying).body).toMatchObject({ status: 'PROCESSING' });
    // One charge ever reached the provider for this account: the link's own.
    expect(await providerChargesOf(db(), accountId)).toEqual([{ id: expect.any(String), amountCents: 5_000 }]);
  });
});

/** Asks until the answer is there: vitest's waitFor, on state (the test's own limit is the backstop). */
const until = <T>(look: () => Promise<T | undefined>): Promise<T> =>
  vi.waitFor(
    async () => {
      const found = await look();
      if (found === undefined) throw new Error('not there yet');
      return found;
    },
    { timeout: 25_000, interval: 25 },
  );
