import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPaymentMethod } from '@portal/shared/contracts/billing/add-payment-method';
import { createBridgeLink } from '@portal/shared/contracts/billing/create-bridge-link';
import { getBillingAccount } from '@portal/shared/contracts/billing/get-billing-account';
import { getBridge } from '@portal/shared/contracts/billing/get-bridge';
import { makePayment } from '@portal/shared/contracts/billing/make-payment';
import { payBridge } from '@portal/shared/contracts/billing/pay-bridge';
import { removePaymentMethod } from '@portal/shared/contracts/billing/remove-payment-method';
import { topUp } from '@portal/shared/contracts/billing/top-up';
import { invoices, paymentBridgeLinks, payments } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { queuedMessageSender } from '../../jobs/deliver-message';
import { testApiClient } from '../../test/api-client';
import {
  bookedPaymentsOf,
  demoRolesAccount,
  frameToken,
  postpaidWithInvoice,
  providerChargesOf,
} from '../../test/billing-fixtures';
import { manualClock, useTestApp } from '../../test/test-app';
import { openPayment } from './payment-opening';
import { reconcilePayments } from './payment-reconciliation';

// The sandbox's 0119 card charges and then holds its answer past the portal's time-out (400 ms here); the
// clock is the test's, so "a minute later" is a step, not a wait.
const clock = manualClock(new Date('2026-11-20T15:00:00Z'));
const TIMEOUT_MS = 400;
const testApp = useTestApp({
  clock,
  paymentsSandbox: { holdMs: 1_000 },
  env: { PAYMENTS_TIMEOUT_MS: String(TIMEOUT_MS), RATE_LIMIT_PER_MINUTE: '100000' },
  // The reconciliation is run by the test, not by the worker's cron, so the test decides when.
  workers: false,
});
const api = testApiClient(testApp);
const db = () => testApp.database.db;
const reconcile = () =>
  reconcilePayments(
    db(),
    testApp.payments,
    queuedMessageSender(testApp.queue, testApp.config.publicUrl),
    clock.now(),
    TIMEOUT_MS + 5_000,
  );
/** The reconciliation's turn: the clock moves past the provider's time-out and its margin. */
const aMinuteLater = () => clock.advance(60);

let keys = 0;
const newKey = () => `settle-${(keys += 1)}`;

const slowCard = async (accountId: string) => {
  const card = await api.as('billing').call(addPaymentMethod, {
    params: { accountId },
    body: { token: await frameToken(testApp.paymentsSandboxUrl!, '4000 0000 0000 0119') },
  });
  expect(card.status, JSON.stringify(card.body)).toBe(201);
  return card.body.id;
};

describe('payments the provider did not answer', () => {
  it('books a timed-out top-up nobody retried, from the provider’s record, once', async () => {
    const accountId = await demoRolesAccount(db(), 'PREPAID');
    const card = await slowCard(accountId);
    const timedOut = await api
      .as('billing', { 'idempotency-key': newKey() })
      .call(topUp, { params: { accountId }, body: { amountCents: 4_000, paymentMethodId: card } });
    expect(timedOut.status).toBe(503);
    // Not yet: its request may still be under way.
    expect(await reconcile()).toEqual([]);
    aMinuteLater();
    expect(await reconcile()).toEqual(['SUCCEEDED']);
    expect(await reconcile()).toEqual([]);
    const billing = await api.as('billing').call(getBillingAccount, { params: { accountId } });
    expect(billing.body.balanceCents).toBe(4_000);
    expect(await providerChargesOf(db(), accountId)).toHaveLength(1);
    expect(await bookedPaymentsOf(db(), accountId)).toHaveLength(1);
  });

  it('finds a timed-out top-up’s charge on retry even after its card was removed', async () => {
    const accountId = await demoRolesAccount(db(), 'PREPAID');
    const card = await slowCard(accountId);
    const key = newKey();
    const body = { amountCents: 3_000, paymentMethodId: card };
    const first = await api.as('billing', { 'idempotency-key': key }).call(topUp, { params: { accountId }, body });
    expect(first.status).toBe(503);
    const removed = await api.as('billing').call(removePaymentMethod, { params: { accountId, paymentMethodId: card } });
    expect(removed.status).toBe(200);
    const retried = await api.as('billing', { 'idempotency-key': key }).call(topUp, { params: { accountId }, body });
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(retried.body).toMatchObject({ status: 'SUCCEEDED', amountCents: 3_000, balanceCents: 3_000 });
    expect(await providerChargesOf(db(), accountId)).toHaveLength(1);
  });

  it('fails a payment the provider never received, so the invoice can be paid again', async () => {
    const { accountId, invoiceId, totalCents } = await postpaidWithInvoice(db(), 2);
    const card = await api.as('billing').call(addPaymentMethod, { params: { accountId }, body: { token: 'tok_visa' } });
    // A payment opened (the row is written before the provider is asked) by a process that then died.
    await openPayment(
      tenantScope(db(), { accountId }),
      {
        purpose: 'INVOICE',
        invoiceId,
        amountCents: totalCents,
        source: { kind: 'saved', paymentMethodId: card.body.id },
        attemptKey: 'died-before-asking',
        actor: { userId: null, username: 'billing@demo.test' },
        now: clock.now(),
      },
      `portal:${accountId}:died-before-asking`,
    );
    const pay = () =>
      api.as('billing', { 'idempotency-key': newKey() }).call(makePayment, {
        params: { accountId },
        body: { amountCents: totalCents, paymentMethodId: card.body.id, invoiceId },
      });
    expect((await pay()).error.message).toMatch(/already under way/);
    aMinuteLater();
    expect(await reconcile()).toEqual(['FAILED']);
    const [failed] = await db().select().from(payments).where(eq(payments.accountId, accountId));
    expect(failed).toMatchObject({ status: 'FAILED', failureCode: 'not_charged' });
    expect((await pay()).status).toBe(201);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ status: 'PAID', paidCents: totalCents });
  });
});

describe('a payment link paid with a card whose answer times out', () => {
  it('says it is processing, refuses a second try meanwhile, and ends paid with its receipt', async () => {
    const { accountId, invoiceId, totalCents } = await postpaidWithInvoice(db(), 2);
    const link = await api
      .as('billing')
      .call(createBridgeLink, { params: { accountId }, body: { purpose: 'INVOICE', invoiceId } });
    const linkToken = link.body.token;
    const paying = await api.as('anonymous').call(payBridge, {
      params: { linkToken },
      body: { token: await frameToken(testApp.paymentsSandboxUrl!, '4000 0000 0000 0119') },
    });
    expect(paying.status).toBe(200);
    expect(paying.body).toMatchObject({ status: 'PROCESSING', receipt: null });
    expect((await api.as('anonymous').call(getBridge, { params: { linkToken } })).body.status).toBe('PROCESSING');
    const again = await api.as('anonymous').call(payBridge, { params: { linkToken }, body: { token: 'tok_visa' } });
    expect(again.status).toBe(422);
    expect(again.error.message).toMatch(/being processed/);

    aMinuteLater();
    expect(await reconcile()).toEqual(['SUCCEEDED']);
    const ended = await api.as('anonymous').call(getBridge, { params: { linkToken } });
    expect(ended.body).toMatchObject({
      status: 'PAID',
      receipt: { amountCents: totalCents, method: 'Visa •••• 0119' },
    });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ status: 'PAID', paidCents: totalCents });
    expect(await providerChargesOf(db(), accountId)).toHaveLength(1);
    expect(await bookedPaymentsOf(db(), accountId)).toHaveLength(1);
  });

  it('opens again with the reason when the payment turns out never made', async () => {
    const { accountId, invoiceId, totalCents } = await postpaidWithInvoice(db(), 1);
    const link = await api
      .as('billing')
      .call(createBridgeLink, { params: { accountId }, body: { purpose: 'INVOICE', invoiceId } });
    const [row] = await db().select().from(paymentBridgeLinks).where(eq(paymentBridgeLinks.accountId, accountId));
    // Claimed and opened, and then the process died before the provider heard of it.
    await db().update(paymentBridgeLinks).set({ usedAt: clock.now() }).where(eq(paymentBridgeLinks.id, row!.id));
    await openPayment(
      tenantScope(db(), { accountId }),
      {
        purpose: 'INVOICE',
        invoiceId,
        amountCents: totalCents,
        source: {
          kind: 'link',
          bridgeLinkId: row!.id,
          method: {
            id: 'pm_never_charged',
            kind: 'CARD',
            brand: 'visa',
            last4: '4242',
            expMonth: 1,
            expYear: 2030,
            fingerprint: 'fp_x',
          },
        },
        attemptKey: 'bridge-died',
        actor: { userId: null, username: 'payment-bridge' },
        now: clock.now(),
      },
      `portal:${accountId}:bridge-died`,
    );
    const linkToken = link.body.token;
    expect((await api.as('anonymous').call(getBridge, { params: { linkToken } })).body.status).toBe('PROCESSING');
    aMinuteLater();
    expect(await reconcile()).toEqual(['FAILED']);
    expect((await api.as('anonymous').call(getBridge, { params: { linkToken } })).body).toMatchObject({
      status: 'OPEN',
      lastFailure: 'The payment provider has no record of this payment, so nothing was charged. Pay again.',
    });
    const paid = await api.as('anonymous').call(payBridge, { params: { linkToken }, body: { token: 'tok_visa' } });
    expect(paid.body).toMatchObject({ status: 'PAID' });
  });
});
