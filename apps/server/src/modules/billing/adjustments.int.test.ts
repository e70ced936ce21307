import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { approveAdjustment } from '@portal/shared/contracts/billing/approve-adjustment';
import { createAdjustment } from '@portal/shared/contracts/billing/create-adjustment';
import { getBillingAccount } from '@portal/shared/contracts/billing/get-billing-account';
import { getInvoice } from '@portal/shared/contracts/billing/get-invoice';
import { listAdjustments } from '@portal/shared/contracts/billing/list-adjustments';
import { listLedger } from '@portal/shared/contracts/billing/list-ledger';
import type { AdjustmentRequest } from '@portal/shared/adjustments';
import { auditLog, billingAdjustments, ledgerEntries } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import { createAccount, grantDemoRoles } from '../../test/factories';
import { DEMO_IDS, type DemoUser } from '../../test/demo';
import { manualClock, useTestApp } from '../../test/test-app';
import { issueInvoice } from './invoice-issue';

// Thursday 12 November 2026, noon in Chicago.
const clock = manualClock(new Date('2026-11-12T18:00:00Z'));
const testApp = useTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const api = testApiClient(testApp);
const db = () => testApp.database.db;

let serial = 0;
const newKey = () => `adjustment-test-${(serial += 1)}-${Math.random()}`;

const credit = (amountCents: number, note = 'Sorry for the missed calls during the outage.'): AdjustmentRequest => ({
  amountCents,
  direction: 'CREDIT',
  reason: 'GOODWILL',
  note,
});

const adjust = (user: DemoUser, accountId: string, body: AdjustmentRequest, key = newKey()) =>
  api.as(user, { 'idempotency-key': key }).call(createAdjustment, { params: { accountId }, body });
const approve = (user: DemoUser, accountId: string, adjustmentId: string, key = newKey()) =>
  api.as(user, { 'idempotency-key': key }).call(approveAdjustment, { params: { accountId, adjustmentId } });

/** An account the demo's people hold their roles on, in Chicago's zone. */
async function account(billingMode: 'PREPAID' | 'POSTPAID') {
  const created = await createAccount(db(), { timeZone: 'CST' }, { billingMode });
  await grantDemoRoles(db(), created.id, DEMO_IDS.parentAccount);
  return created.id;
}

const adjustmentEntries = (accountId: string) =>
  db()
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.kind, 'ADJUSTMENT')));

describe('goodwill adjustments', () => {
  it('books a credit up to $500.00 at once: the statement shows it with its reason, the balance grows, the audit names the staff member', async () => {
    const accountId = await account('PREPAID');
    const before = (await api.as('owner').call(getBillingAccount, { params: { accountId } })).body.balanceCents;
    const made = await adjust('staff', accountId, credit(50_000));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      amountCents: 50_000,
      direction: 'CREDIT',
      status: 'BOOKED',
      requestedBy: 'staff@demo.test',
      approvedBy: null,
      bookedAt: '2026-11-12T18:00:00.000Z',
    });
    expect(made.body.ledgerEntryId).toEqual(expect.any(String));

    const ledger = await api.as('owner').call(listLedger, { params: { accountId }, query: { kind: 'ADJUSTMENT' } });
    expect(ledger.body.items).toEqual([
      expect.objectContaining({
        id: made.body.ledgerEntryId,
        kind: 'ADJUSTMENT',
        amountCents: -50_000,
        description: 'Goodwill: Sorry for the missed calls during the outage.',
      }),
    ]);
    const after = (await api.as('owner').call(getBillingAccount, { params: { accountId } })).body.balanceCents;
    expect(after - before).toBe(50_000);

    const audit = await api.as('owner').call(getAccountAudit, { params: { accountId }, query: {} });
    expect(audit.body.items[0]).toMatchObject({ actor: 'staff@demo.test', subject: 'a credit of $500.00' });
  });

  it('counts what one person booked alone on the account in the last day: $300 and then $300 more waits', async () => {
    const accountId = await account('PREPAID');
    expect((await adjust('staff', accountId, credit(30_000))).body.status).toBe('BOOKED');
    expect((await adjust('staff', accountId, credit(30_000))).body.status).toBe('PENDING');
    // Another person has their own allowance.
    expect((await adjust('approver', accountId, credit(20_000))).body.status).toBe('BOOKED');
    expect(await adjustmentEntries(accountId)).toHaveLength(2);
  });

  it('keeps one above $500.00 waiting until a second staff member approves it, then books it exactly once', async () => {
    const accountId = await account('PREPAID');
    const made = await adjust('staff', accountId, credit(60_000));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: 'PENDING', bookedAt: null, ledgerEntryId: null });
    expect(await adjustmentEntries(accountId)).toEqual([]);

    const own = await approve('staff', accountId, made.body.id);
    expect(own.status).toBe(403);
    expect(own.error.message).toBe('A second staff member must approve an adjustment you made.');
    expect(await adjustmentEntries(accountId)).toEqual([]);

    // A minute later (the access tokens live an hour on this clock).
    clock.advance(60);
    const approved = await approve('approver', accountId, made.body.id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'BOOKED',
      approvedBy: 'approver@demo.test',
      bookedAt: '2026-11-12T18:01:00.000Z',
    });
    const entries = await adjustmentEntries(accountId);
    expect(entries).toEqual([expect.objectContaining({ id: approved.body.ledgerEntryId, amountCents: -60_000 })]);

    const again = await approve('approver', accountId, made.body.id);
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('This adjustment is already booked.');
    expect(await adjustmentEntries(accountId)).toHaveLength(1);

    const listed = await api.as('staff').call(listAdjustments, { params: { accountId } });
    expect(listed.body).toEqual([expect.objectContaining({ id: made.body.id, status: 'BOOKED' })]);
  });

  it('answers a retry with the same key with the first answer and writes nothing; a new key is a new adjustment', async () => {
    const accountId = await account('PREPAID');
    const key = newKey();
    const first = await adjust('staff', accountId, credit(2_500), key);
    const retry = await adjust('staff', accountId, credit(2_500), key);
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    const changed = await adjust('staff', accountId, credit(2_600), key);
    expect(changed.status).toBe(422);
    // Another person with the same key and body is not handed the first one's answer.
    const someoneElse = await adjust('approver', accountId, credit(2_500), key);
    expect(someoneElse.status).toBe(422);
    expect(someoneElse.error.message).toMatch(/already used for a different request \(or by someone else\)/);
    expect(await adjustmentEntries(accountId)).toHaveLength(1);
    const withoutKey = await api.as('staff').call(createAdjustment, { params: { accountId }, body: credit(2_500) });
    expect(withoutKey.status).toBe(400);
    const tooLong = await adjust('staff', accountId, credit(2_500), 'k'.repeat(256));
    expect(tooLong.status).toBe(400);
    expect(tooLong.error.message).toMatch(/must be at most 255 characters/);
    const blank = await adjust('staff', accountId, credit(2_500), '   ');
    expect(blank.error.message).toMatch(/must be printable ASCII without spaces/);
    await adjust('staff', accountId, credit(2_500));
    expect(await adjustmentEntries(accountId)).toHaveLength(2);
  });

  it('puts a debit on the next invoice as a line of its own, with its reason', async () => {
    const accountId = await account('POSTPAID');
    const made = await adjust('staff', accountId, {
      amountCents: 9_900,
      direction: 'DEBIT',
      reason: 'BILLING_CORRECTION',
      note: 'October’s call tracking number, not billed then.',
    });
    expect(made.body.status).toBe('BOOKED');
    const invoiceId = await issueInvoice(db(), accountId, '2026-11', new Date('2026-12-01T14:00:00Z'));
    const invoice = await api.as('owner').call(getInvoice, { params: { accountId, invoiceId } });
    expect(invoice.body.lines).toEqual([
      expect.objectContaining({
        kind: 'ADJUSTMENT',
        description: 'Billing correction: October’s call tracking number, not billed then.',
        quantity: 1,
        amountCents: 9_900,
      }),
    ]);
    expect(invoice.body.totalCents).toBe(9_900);
  });

  it('refuses customers of every role, unknown accounts and adjustments, and bad input, writing nothing', async () => {
    const accountId = await account('PREPAID');
    for (const user of ['owner', 'manager', 'billing', 'viewer'] as const) {
      expect((await adjust(user, accountId, credit(100))).status, user).toBe(403);
      expect((await api.as(user).call(listAdjustments, { params: { accountId } })).status, user).toBe(403);
    }
    const waiting = await adjust('staff', accountId, credit(70_000));
    expect((await approve('owner', accountId, waiting.body.id)).status).toBe(403);
    expect((await adjust('staff', '00000000-0000-4000-8000-00000000f00f', credit(100))).status).toBe(404);
    const otherAccount = await account('PREPAID');
    expect((await approve('approver', otherAccount, waiting.body.id)).status).toBe(404);
    expect((await approve('approver', accountId, 'not-an-id')).status).toBe(404);
    for (const body of [
      { ...credit(0) },
      { ...credit(1_000_001) },
      { ...credit(100), note: '' },
      { ...credit(100), direction: 'SIDEWAYS' },
      { ...credit(100), amountCents: 1.5 },
    ]) {
      const refused = await adjust('staff', accountId, body as AdjustmentRequest);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.error.message).toEqual(expect.any(String));
    }
    const rows = await db().select().from(billingAdjustments).where(eq(billingAdjustments.accountId, accountId));
    expect(rows.map((row) => row.status)).toEqual(['PENDING']);
    expect(await adjustmentEntries(accountId)).toEqual([]);
    const audits = await db().select().from(auditLog).where(eq(auditLog.accountId, accountId));
    expect(audits.filter((row) => row.entity === 'adjustment')).toHaveLength(1);
  });
});
