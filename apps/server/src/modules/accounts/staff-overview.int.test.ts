import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listStaffAccounts } from '@portal/shared/contracts/accounts/list-staff-accounts';
import type { StaffAccountsQuery } from '@portal/shared/staff-accounts';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import { billingAccounts, disputes, payments } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import { postpaidWithInvoice } from '../../test/billing-fixtures';
import { createCampaignFixture } from '../../test/campaign-samples';
import { createAccount } from '../../test/factories';
import { ingestLeadFixture } from '../../test/lead-samples';
import { manualClock, useTestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/index';

// After October's invoices fell due: the postpaid fixture's invoice is overdue.
const clock = manualClock(new Date('2026-12-20T18:00:00Z'));
const testApp = useTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const api = testApiClient(testApp);
const db = () => testApp.database.db;

/** Accounts named with one word of this file's own, so the demo's and other tests' accounts stay out of the table. */
const word = `Overview${randomUUID().slice(0, 8)}`;

async function named(
  label: string,
  overrides: Parameters<typeof createAccount>[1] = {},
  mode: 'PREPAID' | 'POSTPAID' = 'PREPAID',
) {
  return (await createAccount(db(), { name: `${word} ${label}`, ...overrides }, { billingMode: mode })).id;
}

let fixtures: Promise<Record<string, string>> | undefined;
/** One account for each thing the staff look for, made once for the file. */
function accountsOfEveryKind() {
  fixtures ??= (async () => {
    // Prepaid, $5.00 in debt, with an active campaign: below zero and stopped by funds.
    const debtor = await named('Debtor', { createdAt: new Date('2026-01-05T00:00:00Z') });
    await db().update(billingAccounts).set({ owedCents: 500 }).where(eq(billingAccounts.accountId, debtor));
    await createCampaignFixture(db(), debtor, { schedule: ALWAYS_SCHEDULE });
    // Prepaid with $100.00 in and the same campaign: buying.
    const funded = await named('Funded', { createdAt: new Date('2026-02-05T00:00:00Z') });
    await db().update(billingAccounts).set({ owedCents: -10_000 }).where(eq(billingAccounts.accountId, funded));
    await createCampaignFixture(db(), funded, { schedule: ALWAYS_SCHEDULE });
    // Postpaid with October's invoice open past its due day.
    const { accountId: overdue } = await postpaidWithInvoice(db(), 1);
    await db()
      .update(accounts)
      .set({ name: `${word} Overdue`, createdAt: new Date('2026-03-05T00:00:00Z') })
      .where(eq(accounts.id, overdue));
    // Two disputes waiting.
    const disputed = await named('Disputed', { createdAt: new Date('2026-04-05T00:00:00Z') }, 'POSTPAID');
    for (const name of ['Dee One', 'Dee Two']) {
      const lead = await ingestLeadFixture(db(), disputed, name, `Campaign of ${name}`);
      await db().insert(disputes).values({
        supplyEventId: lead.supplyEventId!,
        accountId: disputed,
        reasonCode: 'SPAM',
        comment: 'Not a customer',
        filedAt: clock.now(),
        filedBy: 'owner@demo.test',
      });
    }
    // A declined payment three days ago, after a successful one.
    const declined = await named('Declined', { createdAt: new Date('2026-05-05T00:00:00Z') });
    const payment = (status: 'SUCCEEDED' | 'FAILED', daysAgo: number) => ({
      accountId: declined,
      purpose: 'TOP_UP' as const,
      amountCents: 5_000,
      status,
      providerIdempotencyKey: `overview-${randomUUID()}`,
      createdBy: 'owner@demo.test',
      createdAt: new Date(clock.now().getTime() - daysAgo * 86_400_000),
    });
    await db()
      .insert(payments)
      .values([payment('SUCCEEDED', 10), payment('FAILED', 3)]);
    // Opened last week, closed.
    const fresh = await named('Fresh', { createdAt: new Date('2026-12-13T00:00:00Z'), status: 'Closed' });
    return { debtor, funded, overdue, disputed, declined, fresh };
  })();
  return fixtures;
}

const list = async (query: Partial<Omit<StaffAccountsQuery, 'flags'>> & { flags?: string } = {}) => {
  const response = await api.as('staff').call(listStaffAccounts, { query: { search: word, ...query } as never });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const names = (page: { items: { Name: string }[] }) => page.items.map((item) => item.Name.replace(`${word} `, ''));

describe('the staff’s accounts table', () => {
  it('shows each account’s balance, billing mode and what needs attention', async () => {
    await accountsOfEveryKind();
    const page = await list();
    expect(page.total).toBe(6);
    const row = (label: string) => page.items.find((item) => item.Name === `${word} ${label}`)!;
    expect(row('Debtor')).toMatchObject({ billingMode: 'PREPAID', balanceCents: -500, stoppedByFunds: true });
    expect(row('Funded')).toMatchObject({ balanceCents: 10_000, stoppedByFunds: false, overdueInvoice: false });
    expect(row('Overdue')).toMatchObject({
      billingMode: 'POSTPAID',
      balanceCents: -2_500,
      overdueInvoice: true,
      stoppedByFunds: false,
    });
    expect(row('Disputed')).toMatchObject({ pendingDisputes: 2, paymentFailing: false });
    expect(row('Declined')).toMatchObject({ paymentFailing: true, pendingDisputes: 0 });
    expect(row('Fresh')).toMatchObject({ Account_Status__c: 'Closed', createdAt: '2026-12-13T00:00:00.000Z' });
  });

  it.each([
    ['balanceBelowZero', ['Debtor', 'Disputed', 'Overdue']],
    ['overdueInvoice', ['Overdue']],
    ['pendingDisputes', ['Disputed']],
    ['newLast30Days', ['Fresh']],
    ['paymentFailing', ['Declined']],
    ['stoppedByFunds', ['Debtor']],
    ['balanceBelowZero,stoppedByFunds', ['Debtor']],
  ])('narrows to %s', async (flags, expected) => {
    await accountsOfEveryKind();
    expect(names(await list({ flags }))).toEqual(expected);
  });

  it('filters by status and billing mode, sorts by any column both ways, and pages without repeats', async () => {
    await accountsOfEveryKind();
    expect(names(await list({ status: 'Closed' }))).toEqual(['Fresh']);
    expect(names(await list({ billingMode: 'POSTPAID' }))).toEqual(['Disputed', 'Overdue']);
    expect(names(await list({ sort: 'balance', direction: 'desc' }))[0]).toBe('Funded');
    expect(names(await list({ sort: 'pendingDisputes', direction: 'desc' }))[0]).toBe('Disputed');
    expect(names(await list({ sort: 'createdAt', direction: 'desc' }))).toEqual([
      'Fresh',
      'Declined',
      'Disputed',
      'Overdue',
      'Funded',
      'Debtor',
    ]);
    const pages = [await list({ limit: 4, page: 1 }), await list({ limit: 4, page: 2 })];
    expect(pages.map((page) => page.total)).toEqual([6, 6]);
    expect([...names(pages[0]!), ...names(pages[1]!)]).toEqual([
      'Debtor',
      'Declined',
      'Disputed',
      'Fresh',
      'Funded',
      'Overdue',
    ]);
  });

  it('counts the queues across every account, whatever the table shows', async () => {
    await accountsOfEveryKind();
    const everything = (await list()).queues;
    const narrowed = (await list({ flags: 'newLast30Days' })).queues;
    expect(narrowed).toEqual(everything);
    expect(everything.disputesWaiting).toBeGreaterThanOrEqual(2);
    expect(everything.paymentsFailing).toBeGreaterThanOrEqual(1);
    expect(everything.accountsStoppedByFunds).toBeGreaterThanOrEqual(1);
  });

  it('is for staff alone, and names a bad filter', async () => {
    expect((await api.as('owner').call(listStaffAccounts, { query: {} as never })).status).toBe(403);
    const bad = await api.as('staff').call(listStaffAccounts, { query: { flags: 'rich', sort: 'mood' } as never });
    expect(bad.status).toBe(400);
    expect(bad.error.details?.map((detail: { path: string }) => detail.path)).toEqual(
      expect.arrayContaining(['querystring.sort', 'querystring.flags.0']),
    );
    expect(JSON.stringify(bad.error)).toContain('each must be one of');
  });
});
