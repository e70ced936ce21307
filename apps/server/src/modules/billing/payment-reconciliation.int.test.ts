import { describe, expect, it } from 'vitest';
import { addPaymentMethod } from '@portal/shared/contracts/billing/add-payment-method';
import { getBillingAccount } from '@portal/shared/contracts/billing/get-billing-account';
import { topUp } from '@portal/shared/contracts/billing/top-up';
import { loadConfig } from '../../config/env';
import { testApiClient } from '../../test/api-client';
import { bookedPaymentsOf, demoRolesAccount, frameToken, providerChargesOf } from '../../test/billing-fixtures';
import { manualClock, useTestApp } from '../../test/test-app';
import { settleAfterMs } from './payment-reconciliation';

// The workers' own reconciliation, not a call by the test: the 0119 card holds its answer past the time-out.
const clock = manualClock(new Date('2026-11-20T15:00:00Z'));
const TIMEOUT_MS = 400;
const testApp = useTestApp({
  clock,
  paymentsSandbox: { holdMs: 1_000 },
  env: { PAYMENTS_TIMEOUT_MS: String(TIMEOUT_MS), PAYMENTS_RECONCILE_EVERY_MS: '50' },
});
const api = testApiClient(testApp);
const db = () => testApp.database.db;

describe('the payment reconciliation a worker runs', () => {
  it('settles a payment left PENDING within the minute, with the default time-out and interval', () => {
    const defaults = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/portal' });
    expect(settleAfterMs(defaults.PAYMENTS_TIMEOUT_MS) + defaults.PAYMENTS_RECONCILE_EVERY_MS).toBeLessThanOrEqual(
      60_000,
    );
  });

  it('books a timed-out top-up by itself, once its request is surely over, exactly once', async () => {
    const accountId = await demoRolesAccount(db(), 'PREPAID');
    const card = await api.as('billing').call(addPaymentMethod, {
      params: { accountId },
      body: { token: await frameToken(testApp.paymentsSandboxUrl!, '4000 0000 0000 0119') },
    });
    const timedOut = await api
      .as('billing', { 'idempotency-key': 'reconcile-loop-1' })
      .call(topUp, { params: { accountId }, body: { amountCents: 2_500, paymentMethodId: card.body.id } });
    expect(timedOut.status).toBe(503);
    const balance = async () =>
      (await api.as('billing').call(getBillingAccount, { params: { accountId } })).body.balanceCents;
    expect(await balance()).toBe(0);

    clock.advance((TIMEOUT_MS + 5_000) / 1000 + 1);
    await expect.poll(balance, { timeout: 10_000, interval: 50 }).toBe(2_500);
    expect(await bookedPaymentsOf(db(), accountId)).toHaveLength(1);
    expect(await providerChargesOf(db(), accountId)).toHaveLength(1);
  });
});
