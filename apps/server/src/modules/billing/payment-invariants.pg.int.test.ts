import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addPaymentMethod } from '@portal/shared/contracts/billing/add-payment-method';
import { createBridgeLink } from '@portal/shared/contracts/billing/create-bridge-link';
import { makePayment } from '@portal/shared/contracts/billing/make-payment';
import { payBridge } from '@portal/shared/contracts/billing/pay-bridge';
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
import { frameToken, postpaidWithInvoice, providerChargesOf } from '../../test/billing-fixtures';
import { useTestApp } from '../../test/test-app';
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
    fast: await add('tok_visa'),
    slow: await add(await frameToken(testApp.paymentsSandboxUrl!, '4000 0000 0000 0119')),
    declined: await add('tok_chargeDeclined'),
  };
  await db().update(accounts).set({ isAutopayEnabled: true }).where(eq(accounts.id, accountId));
  const link = await api
    .as('billing')
    .call(createBridgeLink, { params: { accountId }, body: { purpose: 'INVOICE', invoiceId } });
  return { accountId, invoiceId, totalCents, owedCents: totalCents + 3_000, cards, linkToken: link.body.token, run };
}

type Setup = Awaited<ReturnType<typeof setUp>>;

async function act(setup: Setup, step: Action): Promise<void> {
  const messages = queuedMessageSender(testApp.queue);
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
    case 'link': {
      const token =
        step.card === 'fast'
          ? 'tok_mastercard'
          : step.card === 'declined'
            ? 'tok_chargeDeclined'
            : await frameToken(testApp.paymentsSandboxUrl!, '4000 0000 0000 0119');
      const answer = await api
        .as('anonymous')
        .call(payBridge, { params: { linkToken: setup.linkToken }, body: { token } });
      expect([200, 422, 503]).toContain(answer.status);
      return;
    }
    case 'reconcile':
      await reconcilePayments(db(), testApp.payments, messages, later(), TIMEOUT_MS + 5_000);
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
async function expectEveryChargeBookedOnce(setup: Setup) {
  const messages = queuedMessageSender(testApp.queue);
  await reconcilePayments(db(), testApp.payments, messages, later(), TIMEOUT_MS + 5_000);
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
