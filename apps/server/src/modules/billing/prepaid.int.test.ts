import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addPaymentMethod } from '@portal/shared/contracts/billing/add-payment-method';
import { getBillingAccount } from '@portal/shared/contracts/billing/get-billing-account';
import { topUp } from '@portal/shared/contracts/billing/top-up';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import type { OutgoingMessage } from '../../adapters/message';
import {
  autoRecharges,
  billingAccounts,
  domainEvents,
  ledgerEntries,
  payments,
  supplyEvents,
} from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import type { Actor } from '../../db/audit';
import { testApiClient } from '../../test/api-client';
import { turnOnAutoRecharge } from '../../test/billing-fixtures';
import { createCampaignFixture } from '../../test/campaign-samples';
import { createAccount, grantDemoRoles } from '../../test/factories';
import { DEMO_IDS } from '../../test/demo';
import { manualClock, useTestApp } from '../../test/test-app';
import { decideDispute, fileDispute } from '../supply/dispute-service';
import { ingestEvents } from '../supply/ingest-service';
import { AUTO_RECHARGE_RETRY_HOURS, runAutoRecharges } from './auto-recharge';

// Friday 20 November 2026, noon in Chicago. The 0119 card holds its answer past the portal's time-out.
const clock = manualClock(new Date('2026-11-20T18:00:00Z'));
const testApp = useTestApp({
  clock,
  paymentsSandbox: { holdMs: 2_000 },
  env: { PAYMENTS_TIMEOUT_MS: '400', RATE_LIMIT_PER_MINUTE: '100000' },
});
const api = testApiClient(testApp);
const db = () => testApp.database.db;

let serial = 0;
const newKey = () => `prepaid-test-${(serial += 1)}-${Math.random()}`;

/** Lead events for a campaign ($25 each on the fixture campaign), from distinct phones so none is a repeat. */
const leads = (campaignId: string, count: number) =>
  Array.from({ length: count }, () => {
    serial += 1;
    return {
      externalId: `prepaid-${serial}-${Math.random()}`,
      type: 'LEAD' as const,
      campaignId,
      occurredAt: '2026-11-19T18:00:00Z',
      consumer: { name: 'Pre Paid', phone: `+1737555${String(serial % 10_000).padStart(4, '0')}`, zip: '78701' },
    };
  });

/** A prepaid account with a campaign, paid in by a staff credit (an ADJUSTMENT) of `fundsCents`. */
async function prepaidAccount(fundsCents: number) {
  const account = await createAccount(db(), { timeZone: 'CST' }, { billingMode: 'PREPAID' });
  await grantDemoRoles(db(), account.id, DEMO_IDS.parentAccount);
  const { campaign } = await createCampaignFixture(db(), account.id, { schedule: ALWAYS_SCHEDULE });
  if (fundsCents > 0) {
    await db().insert(ledgerEntries).values({
      accountId: account.id,
      kind: 'ADJUSTMENT',
      amountCents: -fundsCents,
      note: 'Opening credit',
      occurredAt: clock.now(),
    });
  }
  return { accountId: account.id, campaignId: campaign.id };
}

const balanceOf = async (accountId: string) =>
  (await api.as('billing').call(getBillingAccount, { params: { accountId } })).body.balanceCents;

const ledgerSum = async (accountId: string) => {
  const [row] = await db()
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return Number(row!.sum);
};

/** Turns auto-recharge on ($50 threshold, $100 top-up) with a card made from a sandbox token as default. */
async function autoRechargeWith(accountId: string, token: string) {
  const card = await api
    .as('billing')
    .call(addPaymentMethod, { params: { accountId }, body: { token, makeDefault: true } });
  expect(card.status).toBe(201);
  await turnOnAutoRecharge(api, accountId, 'ap@prepaid.example');
  return card.body.id;
}

const recharges = (accountId: string) =>
  db().select().from(autoRecharges).where(eq(autoRecharges.accountId, accountId)).orderBy(autoRecharges.crossedAt);

function recordingSender() {
  const sent: OutgoingMessage[] = [];
  return {
    sent,
    publicUrl: testApp.config.publicUrl,
    send: async (message: OutgoingMessage) => void sent.push(message),
  };
}

const runJob = (messages = recordingSender(), at = clock.now()) =>
  runAutoRecharges(db(), testApp.payments, messages, at, testApp.config.publicUrl);

describe('a prepaid balance', () => {
  it('bills a lead only when the balance can pay it, and buys again once topped up', async () => {
    const { accountId, campaignId } = await prepaidAccount(6_000);
    const results = await ingestEvents(db(), leads(campaignId, 3), clock.now());
    expect(results.map((result) => [result.billable, result.reason])).toEqual([
      [true, null],
      [true, null],
      [false, 'INSUFFICIENT_FUNDS'],
    ]);
    expect(results[2]!.priceCents).toBe(0);
    expect(await balanceOf(accountId)).toBe(1_000);

    await db()
      .insert(ledgerEntries)
      .values({ accountId, kind: 'ADJUSTMENT', amountCents: -5_000, note: 'Goodwill', occurredAt: clock.now() });
    const after = await ingestEvents(db(), leads(campaignId, 1), clock.now());
    expect(after[0]).toMatchObject({ billable: true, priceCents: 2_500 });
    expect(await balanceOf(accountId)).toBe(3_500);
  });

  it('never goes below zero when 8 senders post at once: exactly what fits is billed', async () => {
    // $9.25 of funds at $0.25 a lead fits 37 leads.
    const { accountId, campaignId } = await prepaidAccount(925);
    await db().execute(sql`update campaigns set form_price_cents = 25 where id = ${campaignId}`);
    const all = leads(campaignId, 400);
    const batches = Array.from({ length: 8 }, (_, sender) => all.filter((_, index) => index % 8 === sender));
    const answered = (await Promise.all(batches.map((batch) => ingestEvents(db(), batch, clock.now())))).flat();
    expect(answered.filter((result) => result.billable)).toHaveLength(37);
    expect(answered.filter((result) => result.reason === 'INSUFFICIENT_FUNDS')).toHaveLength(363);
    expect(await balanceOf(accountId)).toBe(0);
    expect(await ledgerSum(accountId)).toBe(0);
  });

  it('bills a post-paid account whatever it owes', async () => {
    const account = await createAccount(db(), { timeZone: 'CST' });
    const { campaign } = await createCampaignFixture(db(), account.id, { schedule: ALWAYS_SCHEDULE });
    const results = await ingestEvents(db(), leads(campaign.id, 3), clock.now());
    expect(results.every((result) => result.billable)).toBe(true);
    expect(await ledgerSum(account.id)).toBe(7_500);
  });
});

describe('auto-recharge', () => {
  it('charges the default method once per crossing of the threshold', async () => {
    const { accountId, campaignId } = await prepaidAccount(8_000);
    await autoRechargeWith(accountId, 'tok_visa');
    expect(await recharges(accountId)).toEqual([]);

    // $80 → $55: still above the $50 threshold. $55 → $30: crossed once, however many leads did it.
    await ingestEvents(db(), leads(campaignId, 1), clock.now());
    expect(await recharges(accountId)).toEqual([]);
    await ingestEvents(db(), leads(campaignId, 1), clock.now());
    await ingestEvents(db(), leads(campaignId, 1), clock.now());
    expect(await recharges(accountId)).toMatchObject([{ status: 'PENDING', attempts: 0 }]);

    const messages = recordingSender();
    expect(await runJob(messages)).toEqual(['DONE']);
    expect(await balanceOf(accountId)).toBe(500 + 10_000);
    expect(await runJob(messages)).toEqual([]);
    const booked = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.kind, 'RECHARGE')));
    expect(booked.map((entry) => entry.amountCents)).toEqual([-10_000]);
    expect(messages.sent.map((message) => message.subject)).toEqual([
      expect.stringMatching(/^Receipt: Automatic top-up of \$100\.00/),
    ]);
    // The email links to the receipt's PDF on Billing (the Billing screen offers it from the link).
    const [paymentId] = /Payment reference: (\S+)/.exec(messages.sent[0]!.text)!.slice(1);
    expect(messages.sent[0]!.text).toContain(
      `Its receipt as a PDF: ${testApp.config.publicUrl}/billing?receipt=${paymentId}`,
    );

    // Spending down again is a new crossing: a second top-up.
    await ingestEvents(db(), leads(campaignId, 3), clock.now());
    expect((await recharges(accountId)).map((row) => row.status)).toEqual(['DONE', 'PENDING']);
    expect(await runJob()).toEqual(['DONE']);
    expect(await balanceOf(accountId)).toBe(10_500 - 7_500 + 10_000);
    expect(await ledgerSum(accountId)).toBe(-13_000);
    // Each crossing is news once, from the statement that made it.
    const low = await db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.accountId, accountId), eq(domainEvents.type, 'balance.low')));
    // $55 → $30 the first time; $105 → $30 in one batch of three the second.
    expect(low.map((event) => event.payload)).toEqual([
      { balanceCents: 3_000, thresholdCents: 5_000 },
      { balanceCents: 3_000, thresholdCents: 5_000 },
    ]);
  });

  it('skips a crossing the customer already topped up by hand', async () => {
    const { accountId, campaignId } = await prepaidAccount(6_000);
    const method = await autoRechargeWith(accountId, 'tok_visa');
    await ingestEvents(db(), leads(campaignId, 1), clock.now());
    const manual = await api
      .as('billing', { 'idempotency-key': newKey() })
      .call(topUp, { params: { accountId }, body: { amountCents: 5_000, paymentMethodId: method } });
    expect(manual.status).toBe(201);
    expect(await runJob()).toEqual(['SKIPPED']);
    expect(await balanceOf(accountId)).toBe(3_500 + 5_000);
  });

  it('queues a top-up when the threshold is set above the balance', async () => {
    const { accountId } = await prepaidAccount(1_000);
    await autoRechargeWith(accountId, 'tok_visa');
    expect(await runJob()).toEqual(['DONE']);
    expect(await balanceOf(accountId)).toBe(11_000);
  });

  it('retries a declined card on its schedule, emails a payment link each time, then gives up', async () => {
    const { accountId, campaignId } = await prepaidAccount(6_000);
    await autoRechargeWith(accountId, 'tok_chargeDeclined');
    await ingestEvents(db(), leads(campaignId, 1), clock.now());
    const messages = recordingSender();
    let at = clock.now();
    expect(await runJob(messages, at)).toEqual(['DECLINED']);
    expect(await runJob(messages, at)).toEqual([]);
    const [pending] = await recharges(accountId);
    expect(pending).toMatchObject({ status: 'PENDING', attempts: 1, lastFailure: expect.stringMatching(/declined/) });
    expect(pending!.nextAttemptAt).toEqual(new Date(at.getTime() + AUTO_RECHARGE_RETRY_HOURS[0] * 3600_000));
    expect(messages.sent[0]).toMatchObject({ to: 'ap@prepaid.example', subject: expect.stringMatching(/failed/) });
    expect(messages.sent[0]!.text).toMatch(/\/payment-bridge\?token=/);

    const outcomes = [];
    for (const hours of AUTO_RECHARGE_RETRY_HOURS) {
      at = new Date(at.getTime() + hours * 3600_000);
      outcomes.push(...(await runJob(messages, at)));
    }
    expect(outcomes).toEqual([...AUTO_RECHARGE_RETRY_HOURS.slice(1).map(() => 'DECLINED'), 'FAILED']);
    expect(await recharges(accountId)).toMatchObject([{ status: 'FAILED', attempts: 5 }]);
    expect(messages.sent).toHaveLength(5);
    expect(messages.sent[4]!.text).toMatch(/will not try again until the balance next falls/);
    expect(await ledgerSum(accountId)).toBe(-3_500);
    const declined = await db().select().from(payments).where(eq(payments.accountId, accountId));
    expect(declined.map((payment) => payment.status)).toEqual(Array(5).fill('FAILED'));
  });

  it('asks again with the same key when the provider did not answer, and charges once', async () => {
    const { accountId, campaignId } = await prepaidAccount(6_000);
    const token = await fetch(`${testApp.paymentsSandboxUrl}/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'card', number: '4000000000000119', expiry: '12/39', cvc: '123' }),
    }).then(async (response) => ((await response.json()) as { token: string }).token);
    await autoRechargeWith(accountId, token);
    await ingestEvents(db(), leads(campaignId, 1), clock.now());
    expect(await runJob()).toEqual(['UNANSWERED']);
    expect(await balanceOf(accountId)).toBe(3_500);
    expect(await runJob()).toEqual([]);
    // Five minutes on, the same attempt is asked again: the provider answers the charge it made.
    expect(await runJob(recordingSender(), new Date(clock.now().getTime() + 5 * 60_000))).toEqual(['DONE']);
    expect(await balanceOf(accountId)).toBe(13_500);
    const made = await db().select().from(payments).where(eq(payments.accountId, accountId));
    expect(made.map((payment) => payment.status)).toEqual(['SUCCEEDED']);
  });
});

type Operation =
  | { kind: 'leads'; count: number }
  | { kind: 'adjust'; cents: number }
  | { kind: 'topUp'; cents: number }
  | { kind: 'dispute' }
  | { kind: 'autoRecharge' };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('leads' as const), count: fc.integer({ min: 1, max: 6 }) }),
  fc.record({
    kind: fc.constant('adjust' as const),
    cents: fc.integer({ min: -20_000, max: 20_000 }).filter((cents) => cents !== 0),
  }),
  fc.record({ kind: fc.constant('topUp' as const), cents: fc.integer({ min: 2_500, max: 30_000 }) }),
  fc.record({ kind: fc.constant('dispute' as const) }),
  fc.record({ kind: fc.constant('autoRecharge' as const) }),
);

const STAFF: Actor = { userId: null, username: 'staff@demo.test' };

describe('the balance and the ledger', () => {
  it('keeps the balance equal to the sum of the entries after any sequence of operations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(operation, { minLength: 1, maxLength: 8 }), async (prepaid, steps) => {
        const account = await createAccount(
          db(),
          { timeZone: 'CST' },
          { billingMode: prepaid ? 'PREPAID' : 'POSTPAID' },
        );
        await grantDemoRoles(db(), account.id, DEMO_IDS.parentAccount);
        const accountId = account.id;
        const { campaign } = await createCampaignFixture(db(), accountId, { schedule: ALWAYS_SCHEDULE });
        const method = prepaid ? await autoRechargeWith(accountId, 'tok_visa') : null;
        const scope = tenantScope(db(), { accountId });
        const disputed = new Set<string>();
        for (const step of steps) {
          if (step.kind === 'leads') await ingestEvents(db(), leads(campaign.id, step.count), clock.now());
          if (step.kind === 'adjust') {
            await db().insert(ledgerEntries).values({
              accountId,
              kind: 'ADJUSTMENT',
              amountCents: step.cents,
              note: 'Test',
              occurredAt: clock.now(),
            });
          }
          if (step.kind === 'topUp' && method) {
            const paid = await api
              .as('billing', { 'idempotency-key': newKey() })
              .call(topUp, { params: { accountId }, body: { amountCents: step.cents, paymentMethodId: method } });
            expect(paid.status).toBe(201);
          }
          if (step.kind === 'dispute') {
            const billable = await db()
              .select({ id: supplyEvents.id })
              .from(supplyEvents)
              .where(and(eq(supplyEvents.accountId, accountId), eq(supplyEvents.billable, true)));
            const billed = billable.find((event) => !disputed.has(event.id));
            if (billed) disputed.add(billed.id);
            const filed = billed
              ? await fileDispute(scope, billed.id, { reasonCode: 'SPAM', comment: 'Spam' }, STAFF, clock.now())
              : null;
            if (filed?.dispute) {
              await decideDispute(db(), filed.dispute.id, { decision: 'APPROVED', note: 'Spam' }, STAFF, clock.now());
            }
          }
          if (step.kind === 'autoRecharge') await runJob();
          const sum = await ledgerSum(accountId);
          expect(await balanceOf(accountId)).toBe(0 - sum); // 0 - 0 is 0, where -0 would not equal it
          const [billing] = await db().select().from(billingAccounts).where(eq(billingAccounts.accountId, accountId));
          expect(billing!.owedCents).toBe(sum);
        }
      }),
      { numRuns: 15 },
    );
  });
});
