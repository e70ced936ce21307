import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { getBillingAccount } from '@portal/shared/contracts/billing/get-billing-account';
import { updateBillingAccount } from '@portal/shared/contracts/billing/update-billing-account';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import type { Db } from '../db/database';
import { ledgerEntries } from '../db/schema/index';
import { issueInvoice } from '../modules/billing/invoice-issue';
import { ingestEvents } from '../modules/supply/ingest-service';
import type { testApiClient } from './api-client';
import { createCampaignFixture } from './campaign-samples';
import { createAccount, grantDemoRoles } from './factories';
import { DEMO_IDS } from './demo';

/** A fresh account the demo users hold their roles on, so tests do not share balances. */
export async function demoRolesAccount(db: Db, mode: 'PREPAID' | 'POSTPAID') {
  const account = await createAccount(db, { parentId: DEMO_IDS.parentAccount, timeZone: 'CST' }, { billingMode: mode });
  await grantDemoRoles(db, account.id, DEMO_IDS.parentAccount);
  return account.id;
}

/**
 * A post-paid account (the demo users hold roles on it) with `leads` billed leads of $25.00 in October 2026
 * and October's invoice issued: what it owes is that invoice.
 */
export async function postpaidWithInvoice(db: Db, leads = 2) {
  const accountId = await demoRolesAccount(db, 'POSTPAID');
  const { campaign } = await createCampaignFixture(db, accountId, { schedule: ALWAYS_SCHEDULE });
  const at = new Date('2026-10-10T18:00:00Z');
  await ingestEvents(
    db,
    Array.from({ length: leads }, (_, index) => ({
      externalId: `invoice-fixture-${randomUUID()}`,
      type: 'LEAD' as const,
      campaignId: campaign.id,
      occurredAt: new Date(at.getTime() + index * 60_000).toISOString(),
      consumer: { name: 'Ivy Invoice', phone: `+1512555${String(1000 + index).slice(-4)}`, zip: '78701' },
    })),
    new Date(at.getTime() + leads * 60_000),
  );
  const invoiceId = await issueInvoice(db, accountId, '2026-10', new Date('2026-11-01T07:00:00Z'));
  return { accountId, invoiceId, totalCents: leads * 2_500 };
}

/** A token for a typed card, made the way the provider's frame makes one. */
export async function frameToken(sandboxUrl: string, number: string): Promise<string> {
  const response = await fetch(`${sandboxUrl}/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'card', number, expiry: '12/39', cvc: '123' }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** The provider's charges that succeeded for an account (the sandbox's own table, by the portal's key prefix). */
export async function providerChargesOf(db: Db, accountId: string): Promise<{ id: string; amountCents: number }[]> {
  const result = await db.execute<{ id: string; amount_cents: number }>(
    sql`select id, amount_cents from payments_sandbox.charges
        where status = 'succeeded' and idempotency_key like ${`portal:${accountId}:%`} order by id`,
  );
  return result.rows.map((row) => ({ id: row.id, amountCents: Number(row.amount_cents) }));
}

/** The ledger's PAYMENT and RECHARGE entries of an account: what it booked as paid in. */
export async function bookedPaymentsOf(db: Db, accountId: string) {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), inArray(ledgerEntries.kind, ['PAYMENT', 'RECHARGE'])));
}

/**
 * Auto-recharge on ($50 threshold, $100 top-up), saved by the billing contact as the billing page saves it;
 * a balance already under the threshold queues a top-up at once.
 */
export async function turnOnAutoRecharge(
  api: ReturnType<typeof testApiClient>,
  accountId: string,
  billingEmail: string | null = null,
) {
  const current = (await api.as('billing').call(getBillingAccount, { params: { accountId } })).body;
  const saved = await api.as('billing').call(updateBillingAccount, {
    params: { accountId },
    body: {
      version: current.version,
      mode: 'PREPAID',
      autopayEnabled: false,
      autoRecharge: { thresholdCents: 5_000, amountCents: 10_000 },
      billingSameAsRegistered: true,
      billingAddress: null,
      billingEmail,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}
