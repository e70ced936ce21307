import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPaymentMethod } from '@portal/shared/contracts/billing/add-payment-method';
import { getPaymentsConfig } from '@portal/shared/contracts/billing/get-payments-config';
import { getBillingAccount } from '@portal/shared/contracts/billing/get-billing-account';
import { listLedger } from '@portal/shared/contracts/billing/list-ledger';
import { listPaymentMethods } from '@portal/shared/contracts/billing/list-payment-methods';
import { makePayment } from '@portal/shared/contracts/billing/make-payment';
import { removePaymentMethod } from '@portal/shared/contracts/billing/remove-payment-method';
import { setDefaultPaymentMethod } from '@portal/shared/contracts/billing/set-default-payment-method';
import { topUp } from '@portal/shared/contracts/billing/top-up';
import { updateBillingAccount } from '@portal/shared/contracts/billing/update-billing-account';
import { accounts, billingAccounts, ledgerEntries, payments } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import { createAccount, grantDemoRoles } from '../../test/factories';
import { DEMO_IDS } from '../../test/demo';
import { useTestApp } from '../../test/test-app';

// The real sandbox over HTTP; the 0119 card holds its answer past the portal's time-out.
const testApp = useTestApp({ paymentsSandbox: { holdMs: 3_000 }, env: { PAYMENTS_TIMEOUT_MS: '500' } });
const api = testApiClient(testApp);
const db = () => testApp.database.db;

let keys = 0;
const newKey = () => `pay-test-${Date.now()}-${(keys += 1)}`;

/** A fresh account the demo billing user holds BILLING on, so tests do not share balances. */
async function billingAccount() {
  const account = await createAccount(db(), { parentId: DEMO_IDS.parentAccount }, { billingMode: 'PREPAID' });
  await grantDemoRoles(db(), account.id, DEMO_IDS.parentAccount);
  return account.id;
}

const addCard = async (accountId: string, token = 'tok_visa', makeDefault?: boolean) =>
  api
    .as('billing')
    .call(addPaymentMethod, { params: { accountId }, body: { token, ...(makeDefault && { makeDefault }) } });

/** A token for a typed card, made the way the provider's frame makes one. */
async function frameToken(number: string) {
  const response = await fetch(`${testApp.paymentsSandboxUrl}/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'card', number, expiry: '12/39', cvc: '123' }),
  });
  return ((await response.json()) as { token: string }).token;
}

const ledgerOf = (accountId: string) => db().select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId));

const topUpAs = (
  accountId: string,
  key: string,
  body: { amountCents: number; paymentMethodId?: string; card?: { token: string; save: boolean } },
) => api.as('billing', { 'idempotency-key': key }).call(topUp, { params: { accountId }, body });

const methodsOf = async (accountId: string) =>
  (await api.as('billing').call(listPaymentMethods, { params: { accountId } })).body.items;

describe('payment methods', () => {
  it('tells the web where the provider’s card form comes from, signed in or not', async () => {
    const config = await api.as('anonymous').call(getPaymentsConfig);
    expect(config.body).toEqual({
      tokenizerScriptUrl: `${testApp.paymentsSandboxUrl}/tokenizer.js`,
      providerOrigin: testApp.paymentsSandboxUrl,
    });
  });

  it('saves cards from tokens (the first is the default), switches the default and removes them', async () => {
    const accountId = await billingAccount();
    const first = await addCard(accountId);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ kind: 'CARD', brand: 'visa', last4: '4242', isDefault: true });
    const second = await addCard(accountId, 'tok_mastercard');
    expect(second.body.isDefault).toBe(false);
    const switched = await api
      .as('billing')
      .call(setDefaultPaymentMethod, { params: { accountId, paymentMethodId: second.body.id } });
    expect(switched.body.items.map((method) => [method.id, method.isDefault])).toEqual([
      [second.body.id, true],
      [first.body.id, false],
    ]);
    const removed = await api
      .as('billing')
      .call(removePaymentMethod, { params: { accountId, paymentMethodId: second.body.id } });
    expect(removed.body.items.map((method) => [method.id, method.isDefault])).toEqual([[first.body.id, true]]);
    const listed = await api.as('billing').call(listPaymentMethods, { params: { accountId } });
    expect(listed.body.items).toHaveLength(1);
  });

  it('says a card or bank account is already there instead of saving it twice, and takes it again once removed', async () => {
    const accountId = await billingAccount();
    const first = await addCard(accountId, 'tok_visa');
    const typedAgain = await addCard(accountId, await frameToken('4242 4242 4242 4242'));
    expect(typedAgain.status).toBe(409);
    expect(typedAgain.error.message).toBe(
      'This card is already on the account (Visa •••• 4242): use it, or remove it first.',
    );
    expect((await addCard(accountId, 'tok_bankAccount')).status).toBe(201);
    expect((await addCard(accountId, 'tok_bankAccount')).error.message).toMatch(/^This bank account is already on/);
    const listed = await api.as('billing').call(listPaymentMethods, { params: { accountId } });
    expect(listed.body.items.map((method) => method.last4).sort()).toEqual(['4242', '6789']);
    await api.as('billing').call(removePaymentMethod, { params: { accountId, paymentMethodId: first.body.id } });
    expect((await addCard(accountId, 'tok_visa')).status).toBe(201);
    // Another account may hold the same card.
    expect((await addCard(await billingAccount(), 'tok_visa')).status).toBe(201);
  });

  it('keeps the only method while autopay charges it, and says so', async () => {
    const accountId = await billingAccount();
    const card = await addCard(accountId);
    const current = (await api.as('billing').call(getBillingAccount, { params: { accountId } })).body;
    await api.as('billing').call(updateBillingAccount, {
      params: { accountId },
      body: {
        version: current.version,
        mode: 'PREPAID',
        autopayEnabled: true,
        autoRecharge: null,
        billingSameAsRegistered: true,
        billingAddress: null,
        billingEmail: null,
      },
    });
    const refused = await api
      .as('billing')
      .call(removePaymentMethod, { params: { accountId, paymentMethodId: card.body.id } });
    expect(refused.status).toBe(422);
    expect(refused.error.message).toMatch(/only payment method and autopay or auto-recharge charges it/);
    const [account] = await db().select().from(accounts).where(eq(accounts.id, accountId));
    expect(account!.isAutopayEnabled).toBe(true);
  });

  it('refuses a used or unknown token with words a person can act on', async () => {
    const accountId = await billingAccount();
    const refused = await addCard(accountId, 'tok_never_made');
    expect(refused.status).toBe(422);
    expect(refused.error.message).toMatch(/could not be saved/);
  });
});

describe('card numbers', () => {
  it('never reach the portal’s tables (nor the provider’s): only brand and last four digits are kept', async () => {
    const accountId = await billingAccount();
    const card = await addCard(accountId, await frameToken('4242 4242 4242 4242'));
    await topUpAs(accountId, newKey(), { amountCents: 2_500, paymentMethodId: card.body.id });
    const { rows: tables } = await testApp.database.pool.query<{ name: string }>(
      `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
       where table_schema in ('public', 'payments_sandbox') and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const { name } of tables) {
      const { rows } = await testApp.database.pool.query<{ n: number }>(
        `select count(*)::int as n from ${name} t where regexp_replace(t::text, '[^0-9]', '', 'g') like '%4242424242424242%'`,
      );
      expect(rows[0], name).toEqual({ n: 0 });
    }
  });
});

describe('top-ups and payments', () => {
  it('tops up once per Idempotency-Key: a retry answers the first payment and books nothing more', async () => {
    const accountId = await billingAccount();
    const card = await addCard(accountId);
    const key = newKey();
    const body = { amountCents: 5_000, paymentMethodId: card.body.id };
    const first = await topUpAs(accountId, key, body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      purpose: 'TOP_UP',
      status: 'SUCCEEDED',
      amountCents: 5_000,
      balanceCents: 5_000,
    });
    const again = await topUpAs(accountId, key, body);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect((await ledgerOf(accountId)).map((entry) => [entry.kind, entry.amountCents, entry.paymentId])).toEqual([
      ['RECHARGE', -5_000, first.body.id],
    ]);
    const [entry] = (await api.as('billing').call(listLedger, { params: { accountId }, query: {} })).body.items;
    expect(entry).toMatchObject({ kind: 'RECHARGE', amountCents: -5_000, description: 'Top-up · Visa •••• 4242' });
    const other = await topUpAs(accountId, key, { ...body, amountCents: 6_000 });
    expect(other.status).toBe(422);
    expect(other.error.message).toMatch(/already used for a different request/);
    const balance = (await api.as('billing').call(getBillingAccount, { params: { accountId } })).body;
    expect(balance.balanceCents).toBe(5_000);
  });

  it('charges once when two requests with one key arrive together', async () => {
    const accountId = await billingAccount();
    const card = await addCard(accountId);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => topUpAs(accountId, key, { amountCents: 2_500, paymentMethodId: card.body.id })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await ledgerOf(accountId)).toHaveLength(1);
    expect(await db().select().from(payments).where(eq(payments.accountId, accountId))).toHaveLength(1);
  });

  it('charges once when the provider times out after charging and the retry uses the same key', async () => {
    const accountId = await billingAccount();
    const card = await addCard(accountId, await frameToken('4000 0000 0000 0119'));
    const key = newKey();
    const body = { amountCents: 3_000, paymentMethodId: card.body.id };
    const timedOut = await topUpAs(accountId, key, body);
    expect(timedOut.status).toBe(503);
    expect(timedOut.error.message).toMatch(/same Idempotency-Key: you will not be charged twice/);
    expect(await ledgerOf(accountId)).toEqual([]);
    const retried = await topUpAs(accountId, key, body);
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ status: 'SUCCEEDED', balanceCents: 3_000 });
    const { rows } = await testApp.database.pool.query(
      `select count(*)::int as n from payments_sandbox.charges where idempotency_key = $1`,
      [`portal:${accountId}:${key}`],
    );
    expect(rows[0]).toEqual({ n: 1 });
    expect(await ledgerOf(accountId)).toHaveLength(1);
  });

  it('takes any Idempotency-Key the contract allows, up to 255 characters, and tells long keys apart', async () => {
    const accountId = await billingAccount();
    const card = await addCard(accountId);
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    const body = { amountCents: 2_500, paymentMethodId: card.body.id };
    // 212 to 255 characters passed the provider's 255 once prefixed with the account: a false decline.
    const shared = `${'k'.repeat(211)}-`;
    const [first, second] = [`${shared}${'a'.repeat(43)}`, `${shared}${'b'.repeat(43)}`];
    expect(first).toHaveLength(255);
    const paid = await Promise.all([topUpAs(accountId, first, body), topUpAs(accountId, second, body)]);
    expect(paid.map((answer) => [answer.status, answer.body.status])).toEqual([
      [201, 'SUCCEEDED'],
      [201, 'SUCCEEDED'],
    ]);
    expect(paid[0]!.body.id).not.toBe(paid[1]!.body.id);
    const again = await topUpAs(accountId, first, body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(paid[0]!.body.id);
    expect(await ledgerOf(accountId)).toHaveLength(2);
    const made = await db().select().from(payments).where(eq(payments.accountId, accountId));
    expect(made.map((payment) => payment.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
  });

  it('books nothing for a declined card, and the retry answers the same decline', async () => {
    const accountId = await billingAccount();
    const card = await addCard(accountId, 'tok_chargeDeclined');
    const key = newKey();
    const body = { amountCents: 5_000, paymentMethodId: card.body.id };
    const declined = await topUpAs(accountId, key, body);
    expect(declined.status).toBe(422);
    expect(declined.error.message).toMatch(/^The payment was declined/);
    expect((await topUpAs(accountId, key, body)).error).toEqual(declined.error);
    expect(await ledgerOf(accountId)).toEqual([]);
    const [payment] = await db().select().from(payments).where(eq(payments.accountId, accountId));
    expect(payment).toMatchObject({ status: 'FAILED', failureCode: 'card_declined' });
  });

  it('needs the key, keeps top-ups within limits and to prepaid accounts, and payments within what is owed', async () => {
    const accountId = await billingAccount();
    const card = await addCard(accountId);
    const body = { amountCents: 5_000, paymentMethodId: card.body.id };
    const keyless = await api.as('billing').call(topUp, { params: { accountId }, body });
    expect(keyless.status).toBe(400);
    expect(keyless.error.details?.[0]?.path).toBe('headers.idempotency-key');
    expect((await topUpAs(accountId, newKey(), { ...body, amountCents: 100 })).error.message).toBe(
      'A top-up is from $25.00 to $10,000.00',
    );
    const pay = (amountCents: number) =>
      api
        .as('billing', { 'idempotency-key': newKey() })
        .call(makePayment, { params: { accountId }, body: { amountCents, paymentMethodId: card.body.id } });
    expect((await pay(1_000)).error.message).toBe('The account owes nothing right now.');
    await db()
      .insert(ledgerEntries)
      .values({ accountId, kind: 'ADJUSTMENT', amountCents: 4_000, note: 'Test charge', occurredAt: new Date() });
    expect((await pay(5_000)).error.message).toBe('The account owes $40.00: pay at most that.');
    const paid = await pay(4_000);
    expect(paid.body).toMatchObject({ purpose: 'BALANCE', status: 'SUCCEEDED', balanceCents: 0 });
    await db().update(billingAccounts).set({ mode: 'POSTPAID' }).where(eq(billingAccounts.accountId, accountId));
    expect((await topUpAs(accountId, newKey(), body)).error.message).toMatch(/Top-ups are for prepaid accounts/);
    const kinds = await db()
      .select({ kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.kind, 'PAYMENT')));
    expect(kinds).toHaveLength(1);
  });
});

describe('top-ups with a new card, typed into the provider’s frame in the dialog', () => {
  it('charges a card used once without keeping it, and names it on the payment and in the ledger', async () => {
    const accountId = await billingAccount();
    const answer = await topUpAs(accountId, newKey(), {
      amountCents: 4_000,
      card: { token: await frameToken('4242 4242 4242 4242'), save: false },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      status: 'SUCCEEDED',
      paymentMethodId: null,
      methodLabel: 'Visa •••• 4242',
      balanceCents: 4_000,
    });
    expect(await methodsOf(accountId)).toEqual([]);
    const [entry] = (await api.as('billing').call(listLedger, { params: { accountId }, query: {} })).body.items;
    expect(entry).toMatchObject({ kind: 'RECHARGE', description: 'Top-up · Visa •••• 4242' });
  });

  it('saves the card when asked (the first becomes the default) and charges it as a saved method', async () => {
    const accountId = await billingAccount();
    const answer = await topUpAs(accountId, newKey(), {
      amountCents: 2_500,
      card: { token: await frameToken('5555 5555 5555 4444'), save: true },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await methodsOf(accountId)).toMatchObject([{ brand: 'mastercard', last4: '4444', isDefault: true }]);
    // Charged as typed, then kept: the payment names the card it charged.
    expect(answer.body).toMatchObject({ paymentMethodId: null, methodLabel: 'Mastercard •••• 4444' });
    // The same card typed again and kept: it is there already, so it is charged and the methods stay as they are.
    const again = await topUpAs(accountId, newKey(), {
      amountCents: 2_500,
      card: { token: await frameToken('5555 5555 5555 4444'), save: true },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(await methodsOf(accountId)).toHaveLength(1);
  });

  it('never keeps a card whose top-up was declined', async () => {
    const accountId = await billingAccount();
    const declined = await topUpAs(accountId, newKey(), {
      amountCents: 2_500,
      card: { token: 'tok_chargeDeclined', save: true },
    });
    expect(declined.status).toBe(422);
    expect(declined.error.message).toMatch(/^The payment was declined/);
    expect(await methodsOf(accountId)).toEqual([]);
  });

  it('makes the card and charges once when four requests with one key arrive together, saved or not', async () => {
    for (const save of [false, true]) {
      const accountId = await billingAccount();
      const key = newKey();
      const body = { amountCents: 2_500, card: { token: await frameToken('4242 4242 4242 4242'), save } };
      const answers = await Promise.all(Array.from({ length: 4 }, () => topUpAs(accountId, key, body)));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
      expect(await ledgerOf(accountId)).toHaveLength(1);
      expect(await methodsOf(accountId)).toHaveLength(save ? 1 : 0);
    }
  });

  it('charges once when the provider times out and the retry sends the same request (the card is not made again)', async () => {
    const accountId = await billingAccount();
    const key = newKey();
    const body = { amountCents: 3_000, card: { token: await frameToken('4000 0000 0000 0119'), save: false } };
    const timedOut = await topUpAs(accountId, key, body);
    expect(timedOut.status).toBe(503);
    // The token was used up making the card: a retry that made it again would be refused, not charged.
    const retried = await topUpAs(accountId, key, body);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(retried.body).toMatchObject({ status: 'SUCCEEDED', balanceCents: 3_000 });
    const { rows } = await testApp.database.pool.query(
      `select count(*)::int as n from payments_sandbox.charges where idempotency_key = $1`,
      [`portal:${accountId}:${key}`],
    );
    expect(rows[0]).toEqual({ n: 1 });
    expect(await ledgerOf(accountId)).toHaveLength(1);
  });

  it('refuses a used token, a declined card, and a request with both or neither, saying what is wrong', async () => {
    const accountId = await billingAccount();
    const token = await frameToken('4242 4242 4242 4242');
    expect((await topUpAs(accountId, newKey(), { amountCents: 2_500, card: { token, save: false } })).status).toBe(201);
    const used = await topUpAs(accountId, newKey(), { amountCents: 2_500, card: { token, save: false } });
    expect(used.status).toBe(422);
    expect(used.error.message).toMatch(/^The card details could not be used: .+ Enter them again\.$/);
    const declined = await topUpAs(accountId, newKey(), {
      amountCents: 2_500,
      card: { token: 'tok_chargeDeclined', save: true },
    });
    expect(declined.status).toBe(422);
    expect(declined.error.message).toMatch(/^The payment was declined/);
    const card = await addCard(accountId);
    const both = await topUpAs(accountId, newKey(), {
      amountCents: 2_500,
      paymentMethodId: card.body.id,
      card: { token: 'tok_visa', save: false },
    });
    expect(both.status).toBe(400);
    expect(both.error.message).toContain('Choose a saved payment method or enter a new card: one of them');
    const neither = await topUpAs(accountId, newKey(), { amountCents: 2_500 });
    expect(neither.status).toBe(400);
    const unsaid = await api
      .as('billing', { 'idempotency-key': newKey() })
      .call(topUp, { params: { accountId }, body: { amountCents: 2_500, card: { token: 'tok_visa' } } as never });
    expect(unsaid.status).toBe(400);
    expect(JSON.stringify(unsaid.error)).toContain('must say whether to save the card');
    // Only the first top-up was booked.
    expect(await ledgerOf(accountId)).toHaveLength(1);
  });
});
