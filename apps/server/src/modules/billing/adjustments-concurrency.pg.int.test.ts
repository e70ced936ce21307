import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADJUSTMENT_APPROVAL_ABOVE_CENTS, type AdjustmentRequest } from '@portal/shared/adjustments';
import { approveAdjustment } from '@portal/shared/contracts/billing/approve-adjustment';
import { createAdjustment } from '@portal/shared/contracts/billing/create-adjustment';
import { getBillingAccount } from '@portal/shared/contracts/billing/get-billing-account';
import { billingAdjustments, ledgerEntries } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import { createAccount, grantDemoRoles } from '../../test/factories';
import { DEMO_IDS, type DemoUser } from '../../test/demo';
import { useTestApp } from '../../test/test-app';

// Real concurrent requests over HTTP on PostgreSQL (the .pg. in the name), each on its own connection.
const testApp = useTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' }, listen: true, poolMax: 12 });
const api = testApiClient(testApp, { baseUrl: () => testApp.url! });
const db = () => testApp.database.db;

let keys = 0;
const newKey = () => `adjustment-race-${Date.now()}-${(keys += 1)}`;

const adjust = (user: DemoUser, accountId: string, body: AdjustmentRequest, key = newKey()) =>
  api.as(user, { 'idempotency-key': key }).call(createAdjustment, { params: { accountId }, body });
const approve = (user: DemoUser, accountId: string, adjustmentId: string, key = newKey()) =>
  api.as(user, { 'idempotency-key': key }).call(approveAdjustment, { params: { accountId, adjustmentId } });

async function prepaidAccount() {
  const account = await createAccount(db(), { timeZone: 'CST' }, { billingMode: 'PREPAID' });
  await grantDemoRoles(db(), account.id, DEMO_IDS.parentAccount);
  return account.id;
}

const entriesOf = (accountId: string) =>
  db()
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.kind, 'ADJUSTMENT')));

const balanceOf = async (accountId: string) =>
  (await api.as('owner').call(getBillingAccount, { params: { accountId } })).body.balanceCents;

const goodwill = (amountCents: number, direction: 'CREDIT' | 'DEBIT' = 'CREDIT'): AdjustmentRequest => ({
  amountCents,
  direction,
  reason: 'GOODWILL',
  note: 'Race test',
});

describe('adjustments racing each other on PostgreSQL', () => {
  it('books a waiting adjustment once when five approvals with different keys arrive together', async () => {
    const accountId = await prepaidAccount();
    const waiting = await adjust('staff', accountId, goodwill(60_000));
    expect(waiting.body.status).toBe('PENDING');
    const answers = await Promise.all(Array.from({ length: 5 }, () => approve('approver', accountId, waiting.body.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await entriesOf(accountId)).toEqual([
      expect.objectContaining({ adjustmentId: waiting.body.id, amountCents: -60_000 }),
    ]);
  });

  it('makes one adjustment of three requests with the same key at once, and three of three keys', async () => {
    const accountId = await prepaidAccount();
    const key = newKey();
    const same = await Promise.all([1, 2, 3].map(() => adjust('staff', accountId, goodwill(1_000), key)));
    expect(same.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(same.map((answer) => answer.body.id)).size).toBe(1);
    expect(await entriesOf(accountId)).toHaveLength(1);
    const distinct = await Promise.all([1, 2, 3].map(() => adjust('staff', accountId, goodwill(1_000))));
    expect(new Set(distinct.map((answer) => answer.body.id)).size).toBe(3);
    expect(await entriesOf(accountId)).toHaveLength(4);
  });

  it('keeps, for any adjustments and approvals racing in any order, one ledger entry per booked adjustment and the balance moved by exactly their sum', async () => {
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('create' as const),
        amountCents: fc.integer({ min: 1, max: 2 * ADJUSTMENT_APPROVAL_ABOVE_CENTS }),
        direction: fc.constantFrom('CREDIT' as const, 'DEBIT' as const),
      }),
      fc.record({ kind: fc.constant('approve' as const), which: fc.nat(), by: fc.constantFrom('staff', 'approver') }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(operation, { minLength: 1, maxLength: 4 }), { maxLength: 4 }),
        async (rounds) => {
          const accountId = await prepaidAccount();
          const before = await balanceOf(accountId);
          const made: string[] = [];
          // Each round's requests race each other; an approval names one made in an earlier round.
          for (const round of rounds) {
            const answers = await Promise.all(
              round.map((step) =>
                step.kind === 'create'
                  ? adjust('staff', accountId, goodwill(step.amountCents, step.direction))
                  : made.length > 0
                    ? approve(step.by as DemoUser, accountId, made[step.which % made.length]!)
                    : null,
              ),
            );
            for (const answer of answers) {
              expect(
                answer === null || [200, 201, 403, 409].includes(answer.status),
                JSON.stringify(answer?.body),
              ).toBe(true);
              if (answer?.status === 201) made.push(answer.body.id);
            }
          }
          const rows = await db().select().from(billingAdjustments).where(eq(billingAdjustments.accountId, accountId));
          const entries = await entriesOf(accountId);
          const booked = rows.filter((row) => row.status === 'BOOKED');
          expect(entries.map((entry) => entry.adjustmentId).sort()).toEqual(booked.map((row) => row.id).sort());
          // What one person booked alone stays within the limit, however the requests raced; anything else booked
          // was approved by the other person.
          const alone = booked.filter((row) => row.approvedBy === null);
          expect(alone.reduce((sum, row) => sum + row.amountCents, 0)).toBeLessThanOrEqual(
            ADJUSTMENT_APPROVAL_ABOVE_CENTS,
          );
          for (const row of booked.filter((row) => row.approvedBy !== null))
            expect(row.approvedBy).toBe('approver@demo.test');
          const signed = booked.reduce(
            (sum, row) => sum + (row.direction === 'CREDIT' ? row.amountCents : -row.amountCents),
            0,
          );
          expect((await balanceOf(accountId)) - before).toBe(signed);
        },
      ),
      { numRuns: 12 },
    );
  });
});
