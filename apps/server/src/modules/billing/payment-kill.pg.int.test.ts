import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractPath } from '@portal/shared/api/contract';
import { addPaymentMethod } from '@portal/shared/contracts/billing/add-payment-method';
import { topUp as topUpContract } from '@portal/shared/contracts/billing/top-up';
import { ledgerEntries } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import { DEMO_IDS, DEMO_USER } from '../../test/demo';
import { createAccount, grantDemoRoles } from '../../test/factories';
import { startServerProcess } from '../../test/server-process';
import { accessTokenFor } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';

// Both processes answer for one address (tokens) and use the sandbox this test's app runs, whose 0119 card
// charges and then holds its answer: the server is killed while it waits for the provider. The .pg. in the
// name keeps this to the PostgreSQL run: two processes need a database server.
const SHARED = { PUBLIC_URL: 'http://portal.test' };

describe('a payment when the server is killed mid-flight', () => {
  const testApp = useTestApp({ paymentsSandbox: { holdMs: 4_000 }, env: SHARED });
  const api = testApiClient(testApp);
  const db = () => testApp.database.db;

  it('charges once: the retry with the same Idempotency-Key, on another process, books the first charge', async () => {
    const account = await createAccount(db(), { parentId: DEMO_IDS.parentAccount }, { billingMode: 'PREPAID' });
    await grantDemoRoles(db(), account.id, DEMO_IDS.parentAccount);
    const token = await (
      await fetch(`${testApp.paymentsSandboxUrl}/v1/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'card', number: '4000 0000 0000 0119', expiry: '12/39', cvc: '123' }),
      })
    ).json();
    const card = await api.as('billing').call(addPaymentMethod, {
      params: { accountId: account.id },
      body: { token: (token as { token: string }).token },
    });
    expect(card.status).toBe(201);

    const env = {
      ...SHARED,
      PAYMENTS_SANDBOX: 'false',
      PAYMENTS_PROVIDER_URL: testApp.paymentsSandboxUrl!,
      PAYMENTS_TIMEOUT_MS: '6000',
      // The dead request's claim on the key is waited out: 10 s, not the default 30, to keep the test short.
      IDEMPOTENCY_LEASE_SECONDS: '10',
    };
    const url = testApp.database.url!;
    const accessToken = await accessTokenFor(testApp.app, testApp.config.IDENTITY_CLIENT_ID, DEMO_USER.billing);
    const topUp = (server: string) =>
      fetch(`${server}/api/${contractPath(topUpContract, { accountId: account.id })}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
          'idempotency-key': 'kill-test-top-up',
        },
        body: JSON.stringify({ amountCents: 4_200, paymentMethodId: card.body.id }),
      });

    const first = await startServerProcess(url, { role: 'web', env });
    const unanswered = topUp(first.url!).then(
      () => 'answered',
      () => 'died',
    );
    // The provider has charged and is holding its answer when the server dies.
    const charges = async () =>
      (
        await testApp.database.pool.query<{ n: number }>(
          `select count(*)::int as n from payments_sandbox.charges where idempotency_key like $1`,
          [`portal:${account.id}:%`],
        )
      ).rows[0]!.n;
    await expect.poll(charges, { timeout: 10_000, interval: 50 }).toBe(1);
    await first.kill();
    expect(await unanswered).toBe('died');
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id))).toEqual([]);

    const second = await startServerProcess(url, { role: 'web', env });
    try {
      // Waits out the dead request's claim on the key, then asks the provider again with its key.
      const retried = await topUp(second.url!);
      expect(retried.status).toBe(201);
      expect(await retried.json()).toMatchObject({ status: 'SUCCEEDED', balanceCents: 4_200 });
    } finally {
      await second.stop();
    }
    expect(await charges()).toBe(1);
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amountCents: -4_200 });
  }, 90_000);
});
