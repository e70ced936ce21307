import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addPaymentMethod } from '@portal/shared/contracts/billing/add-payment-method';
import { createBridgeLink } from '@portal/shared/contracts/billing/create-bridge-link';
import { makePayment } from '@portal/shared/contracts/billing/make-payment';
import { payBridge } from '@portal/shared/contracts/billing/pay-bridge';
import { topUp } from '@portal/shared/contracts/billing/top-up';
import {
  accounts,
  billingAccounts,
  invoices,
  ledgerEntries,
  paymentAllocations,
  payments,
} from '../../db/schema/index';
import { queuedMessageSender } from '../../jobs/deliver-message';
import { testApiClient } from '../../test/api-client';
import {
  demoRolesAccount,
  frameToken,
  postpaidWithInvoice,
  providerChargesOf,
  turnOnAutoRecharge,
} from '../../test/billing-fixtures';
import { useTestApp } from '../../test/test-app';
import { runAutoRecharges } from './auto-recharge';
import { chargeAutopay } from './billing-jobs';
import { reconcilePayments } from './payment-reconciliation';

// Payments racing each other over real HTTP on PostgreSQL (the .pg. in the name): the portal, autopay and a
// payment link pay one account's invoice and balance at once, with fast, slow (charged, then no answer) and
// declining cards, retries with the same key and new keys, and the reconciliation job between rounds.
const TIMEOUT_MS = 300;
const testApp = useTestApp({
  paymentsSandbox: { holdMs: 600 },
  env: { PAYMENTS_TIMEOUT_MS: String(TIMEOUT_MS), RATE_LIMIT_PER_MINUTE: '1000000' },
  listen: true,
  poolMax: 12,
  // The test runs autopay and the reconciliation itself, between rounds.
  workers: false,
});
const api = testApiClient(testApp, { baseUrl: () => testApp.url! });
const db = () => testApp.database.db;

type Card = 'fast' | 'slow' | 'declined';
type Action =
  | { kind: 'invoice'; card: Card; key: number }
  | { kind: 'balance'; card: Card; key: number; cents: number }
  | { kind: 'autopay' }
  | { kind: 'link'; card: Card }
  | { kind: 'reconcile' };

const card = fc.constantFrom<Card>('fast', 'fast', 'slow', 'declined');
/** A few keys per run, so the same key comes back (a retry) as often as a new one. */
const key = fc.integer({ min: 0, max: 5 });
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('invoice' as const), card, key }),
  fc.record({ kind: fc.constant('balance' as const), card, key, cents: fc.constantFrom(1_000, 3_000, 5_000, 8_000) }),
  fc.record({ kind: fc.constant('autopay' as const) }),
  fc.record({ kind: fc.constant('link' as const), card }),
  fc.record({ kind: fc.constant('reconcile' as const) }),
);
/** Rounds of actions sent at the same moment. */
const rounds = fc.array(fc.array(action, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 });

/** After the provider's time-out and its margin: every unanswered payment is due for reconciliation. */
const later = () => new Date(Date.now() + 60 * 60_000);
const AUTOPAY_DAY = new Date('2026-11-17T15:00:00Z');

/** A card of each kind from the sandbox: `fast` names the fast card's test token (a link's payer has their own). */
const cardToken = (kind: Card, fast = 'tok_visa'): Promise<string> =>
  kind === 'fast'
    ? Promise.resolve(fast)
    : kind === 'declined'
      ? Promise.resolve('tok_chargeDeclined')
      : frameToken(testApp.paymentsSandboxUrl!, '4000 0000 0000 0119');

/** A signed-out payer pays the payment link with a card of their own. */
async function payLink(linkToken: string, kind: Card) {
  const answer = await api
    .as('anonymous')
    .call(payBridge, { params: { linkToken }, body: { token: await cardToken(kind, 'tok_mastercard') } });
  expect([200, 422, 503]).toContain(answer.status);
}

/** The reconciliation's turn, an hour on: every unanswered payment is due. */
const reconcileNow = () =>
  reconcilePayments(
    db(),
    testApp.payments,
    queuedMessageSender(testApp.queue, testApp.config.publicUrl),
    later(),
    TIMEOUT_MS + 5_000,
  );

async function setUp(run: number) {
  // October's invoice of $50.00 (two leads), and $30.00 more owed that no invoice holds yet.
  const { accountId, invoiceId, totalCents } = await postpaidWithInvoice(db(), 2);
  await db()
    .insert(ledgerEntries)
    .values({ accountId, kind: 'ADJUSTMENT', amountCents: 3_000, note: 'Not invoiced yet', occurredAt: new Date() });
  const add = async (token: string) => {
    const made = await api.as('billing').call(addPaymentMethod, { params: { accountId }, body: { token } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.id;
  };
  const cards: Record<Card, string> = {
    fast: await add(await cardToken('fast')),
    slow: await add(await cardToken('slow')),
    declined: await add(await cardToken('declined')),
  };
  await db().update(accounts).set({ isAutopayEnabled: true }).where(eq(accounts.id, accountId));
  const link = await api
    .as('billing')
    .call(createBridgeLink, { params: { accountId }, body: { purpose: 'INVOICE', invoiceId } });
  return { accountId, invoiceId, totalCents, owedCents: totalCents + 3_000, cards, linkToken: link.body.token, run };
}

type Setup = Awaited<ReturnType<typeof setUp>>;

async function act(setup: Setup, step: Action): Promise<void> {
  const messages = queuedMessageSender(testApp.queue, testApp.config.publicUrl);
  switch (step.kind) {
    case 'invoice':
    case 'balance': {
      const body = {
        amountCents: step.kind === 'invoice' ? setup.totalCents : step.cents,
        paymentMethodId: setup.cards[step.card],
        ...(step.kind === 'invoice' && { invoiceId: setup.invoiceId }),
      };
      // The same key always carries the same request (a retry); the key names the request.
      const idempotencyKey = `run-${setup.run}-${step.kind}-${step.card}-${body.amountCents}-${step.key}`;
      const answer = await api
        .as('billing', { 'idempotency-key': idempotencyKey })
        .call(makePayment, { params: { accountId: setup.accountId }, body });
      expect([201, 422, 503]).toContain(answer.status);
      return;
    }
    case 'autopay':
      await chargeAutopay(db(), testApp.payments, messages, AUTOPAY_DAY);
      return;
    case 'link':
      await payLink(setup.linkToken, step.card);
      return;
    case 'reconcile':
      await reconcileNow();
  }
}

/** Paid and under way never pass what is due: per invoice, and for what the account owes. */
async function expectNothingPaidTwice(setup: Setup) {
  const [invoice] = await db().select().from(invoices).where(eq(invoices.id, setup.invoiceId));
  expect(invoice!.paidCents).toBeLessThanOrEqual(invoice!.totalCents);
  const [allocated] = await db()
    .select({ cents: sql<string>`coalesce(sum(${paymentAllocations.amountCents}), 0)` })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(eq(paymentAllocations.invoiceId, setup.invoiceId), inArray(payments.status, ['SUCCEEDED', 'PENDING'])));
  expect(Number(allocated!.cents)).toBeLessThanOrEqual(invoice!.totalCents);
  const [paid] = await db()
    .select({ cents: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .where(and(eq(payments.accountId, setup.accountId), inArray(payments.status, ['SUCCEEDED', 'PENDING'])));
  expect(Number(paid!.cents)).toBeLessThanOrEqual(setup.owedCents);
  const [billing] = await db().select().from(billingAccounts).where(eq(billingAccounts.accountId, setup.accountId));
  expect(billing!.owedCents).toBeGreaterThanOrEqual(0);
}

/** Once nothing is unanswered, each charge the provider made is booked once, and nothing else is. */
async function expectEveryChargeBookedOnce(setup: { accountId: string }) {
  await reconcileNow();
  const pending = await db()
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, setup.accountId), eq(payments.status, 'PENDING')));
  expect(pending).toEqual([]);
  const charges = await providerChargesOf(db(), setup.accountId);
  const booked = await db()
    .select({ chargeId: payments.providerChargeId, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .where(and(eq(ledgerEntries.accountId, setup.accountId), inArray(ledgerEntries.kind, ['PAYMENT', 'RECHARGE'])));
  expect(booked.map((entry) => [entry.chargeId, -entry.amountCents]).sort()).toEqual(
    charges.map((charge) => [charge.id, charge.amountCents]).sort(),
  );
  // And no money entry stands without the payment it books (the join above would not see one).
  const orphans = await db()
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, setup.accountId),
        inArray(ledgerEntries.kind, ['PAYMENT', 'RECHARGE']),
        isNull(ledgerEntries.paymentId),
      ),
    );
  expect(orphans).toEqual([]);
}

describe('payments under any interleaving', () => {
  it('never pay more than is due, and book every provider charge exactly once', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(rounds, async (plan) => {
        const setup = await setUp((run += 1));
        for (const round of plan) {
          await Promise.all(round.map((step) => act(setup, step)));
          await expectNothingPaidTwice(setup);
        }
        await expectEveryChargeBookedOnce(setup);
        await expectNothingPaidTwice(setup);
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});

// The prepaid side: top-ups from the portal (same and new keys), a top-up payment link and the automatic
// top-up that a balance under its threshold queues, racing with the same cards and the reconciliation.
type PrepaidAction =
  | { kind: 'topUp'; card: Card; key: number; cents: number }
  | { kind: 'newCardTopUp'; card: Card; key: number; cents: number; save: boolean }
  | { kind: 'link'; card: Card }
  | { kind: 'autoRecharge' }
  | { kind: 'reconcile' };

const prepaidAction: fc.Arbitrary<PrepaidAction> = fc.oneof(
  fc.record({ kind: fc.constant('topUp' as const), card, key, cents: fc.constantFrom(2_500, 4_000) }),
  fc.record({
    kind: fc.constant('newCardTopUp' as const),
    card,
    key,
    cents: fc.constantFrom(2_500, 4_000),
    save: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('link' as const), card }),
  fc.record({ kind: fc.constant('autoRecharge' as const) }),
  fc.record({ kind: fc.constant('reconcile' as const) }),
);
const prepaidRounds = fc.record({
  defaultCard: fc.constantFrom<Card>('fast', 'slow', 'declined'),
  plan: fc.array(fc.array(prepaidAction, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
});
const LINK_CENTS = 3_000;

async function setUpPrepaid(run: number, defaultCard: Card) {
  const accountId = await demoRolesAccount(db(), 'PREPAID');
  const cards = {} as Record<Card, string>;
  for (const which of ['fast', 'slow', 'declined'] as const) {
    const made = await api.as('billing').call(addPaymentMethod, {
      params: { accountId },
      body: { token: await cardToken(which), makeDefault: which === defaultCard },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    cards[which] = made.body.id;
  }
  // The balance starts at $0, under the threshold: saving it queues an automatic top-up.
  await turnOnAutoRecharge(api, accountId);
  const link = await api
    .as('billing')
    .call(createBridgeLink, { params: { accountId }, body: { purpose: 'TOP_UP', amountCents: LINK_CENTS } });
  expect(link.status, JSON.stringify(link.body)).toBe(201);
  return { accountId, cards, linkToken: link.body.token, run };
}

async function actPrepaid(setup: Awaited<ReturnType<typeof setUpPrepaid>>, step: PrepaidAction): Promise<void> {
  const messages = queuedMessageSender(testApp.queue, testApp.config.publicUrl);
  switch (step.kind) {
    case 'topUp': {
      const body = { amountCents: step.cents, paymentMethodId: setup.cards[step.card] };
      const idempotencyKey = `prepaid-${setup.run}-${step.card}-${step.cents}-${step.key}`;
      const answer = await api
        .as('billing', { 'idempotency-key': idempotencyKey })
        .call(topUp, { params: { accountId: setup.accountId }, body });
      expect([201, 422, 503]).toContain(answer.status);
      return;
    }
    case 'newCardTopUp': {
      // A card typed into the dialog; the same key again (another round) sends a new token, so it is refused.
      const body = {
        amountCents: step.cents,
        card: { token: await cardToken(step.card, 'tok_mastercard'), save: step.save },
      };
      const idempotencyKey = `prepaid-new-${setup.run}-${step.card}-${step.cents}-${step.save}-${step.key}`;
      const answer = await api
        .as('billing', { 'idempotency-key': idempotencyKey })
        .call(topUp, { params: { accountId: setup.accountId }, body });
      // 409: saving a card already on the account (a card saved by setup or an earlier step), or the key's first
      // request still running.
      expect([201, 409, 422, 503], JSON.stringify(answer.body)).toContain(answer.status);
      return;
    }
    case 'link':
      await payLink(setup.linkToken, step.card);
      return;
    case 'autoRecharge':
      await runAutoRecharges(db(), testApp.payments, messages, new Date(), testApp.config.publicUrl);
      return;
    case 'reconcile':
      await reconcileNow();
  }
}

/** The balance is the ledger's sum, and the payment link was paid once at most. */
async function expectPrepaidConsistent(accountId: string) {
  const [sum] = await db()
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  const [billing] = await db().select().from(billingAccounts).where(eq(billingAccounts.accountId, accountId));
  expect(billing!.owedCents).toBe(Number(sum!.cents));
  const throughLink = await db()
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.accountId, accountId), isNotNull(payments.bridgeLinkId)));
  expect(throughLink.filter((payment) => payment.status === 'SUCCEEDED').length).toBeLessThanOrEqual(1);
}

describe('prepaid payments under any interleaving', () => {
  it('keep the balance equal to the ledger, pay a top-up link once, and book every provider charge exactly once', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(prepaidRounds, async ({ defaultCard, plan }) => {
        const setup = await setUpPrepaid((run += 1), defaultCard);
        for (const round of plan) {
          await Promise.all(round.map((step) => actPrepaid(setup, step)));
          await expectPrepaidConsistent(setup.accountId);
        }
        await expectEveryChargeBookedOnce(setup);
        await expectPrepaidConsistent(setup.accountId);
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
