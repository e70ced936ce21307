import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPaymentMethod } from '@portal/shared/contracts/billing/add-payment-method';
import { getInvoicePdf } from '@portal/shared/contracts/billing/get-invoice-pdf';
import { getPaymentReceipt } from '@portal/shared/contracts/billing/get-payment-receipt';
import { getStatement } from '@portal/shared/contracts/billing/get-statement';
import { topUp } from '@portal/shared/contracts/billing/top-up';
import { accounts, billingAccounts, ledgerEntries, payments } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import { demoRolesAccount, postpaidWithInvoice } from '../../test/billing-fixtures';
import { pdfText } from '../../test/pdf-text';
import { manualClock, useTestApp } from '../../test/test-app';

// Wednesday 18 November 2026, noon in Chicago.
const clock = manualClock(new Date('2026-11-18T18:00:00Z'));
const testApp = useTestApp({ clock, paymentsSandbox: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const api = testApiClient(testApp);
const db = () => testApp.database.db;

/** A PDF's text, after checking it is one. */
async function textOf(answer: { status: number; headers: Record<string, unknown>; bytes: Buffer }) {
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  return pdfText(answer.bytes);
}

/** The provider's letterhead and the account billed, on the first page. */
function expectLetterhead(text: string, account: { legalName: string; number: number }) {
  expect(text).toContain('Advertiser Portal Leads & Calls');
  expect(text).toContain('500 Congress Avenue, Suite 1200');
  expect(text).toContain('BILL TO');
  expect(text).toContain(account.legalName);
  expect(text).toContain(`Account #${account.number}`);
}

async function accountFacts(accountId: string) {
  const [row] = await db().select().from(accounts).where(eq(accounts.id, accountId));
  return { legalName: row!.businessFormalName, number: row!.accountNumber };
}

describe('billing documents', () => {
  it('the invoice names the provider, the account billed and its billing address, numbers its pages, and shows credits only when there are some', async () => {
    const { accountId, invoiceId } = await postpaidWithInvoice(db(), 2);
    await db()
      .update(billingAccounts)
      .set({ billingAddress: { street: '2100 S Lamar Blvd', city: 'Austin', state: 'TX', zipCode: '78704' } })
      .where(eq(billingAccounts.accountId, accountId));
    await db().update(accounts).set({ isBillingSameAsRegisteredAddress: false }).where(eq(accounts.id, accountId));
    const { text, pages } = await textOf(
      await api.as('billing').call(getInvoicePdf, { params: { accountId, invoiceId } }),
    );
    expectLetterhead(text, await accountFacts(accountId));
    expect(text).toContain('2100 S Lamar Blvd');
    expect(text).toContain('Austin, TX 78704');
    expect(text).toMatch(/Total\s+\$50\.00/);
    expect(text).toMatch(/Amount due\s+\$50\.00/);
    // Overdue since 17 November: the status says so.
    expect(text).toContain('Status: Overdue');
    expect(text).not.toContain('Credits');
    expect(pages).toBe(1);
    expect(text).toContain('Page 1 of 1');
  });

  it('a top-up’s receipt says who paid what, with what and when in the account’s time; a failed payment has none', async () => {
    const accountId = await demoRolesAccount(db(), 'PREPAID');
    const card = await api.as('billing').call(addPaymentMethod, { params: { accountId }, body: { token: 'tok_visa' } });
    const paid = await api
      .as('billing', { 'idempotency-key': `receipt-${accountId}` })
      .call(topUp, { params: { accountId }, body: { amountCents: 5_000, paymentMethodId: card.body.id } });
    expect(paid.body.status).toBe('SUCCEEDED');
    const receipt = await api.as('billing').call(getPaymentReceipt, { params: { accountId, paymentId: paid.body.id } });
    expect(String(receipt.headers['content-disposition'])).toMatch(/^attachment; filename="receipt-2026-11-18-/);
    const { text } = await textOf(receipt);
    expectLetterhead(text, await accountFacts(accountId));
    expect(text).toMatch(/Top-up\s+\$50\.00/);
    expect(text).toMatch(/Total paid\s+\$50\.00/);
    expect(text).toContain('Paid with: Visa •••• 4242');
    expect(text).toMatch(/Paid: Nov\s18,\s2026,\s12:00\sPM\sCST/);
    expect(text).toContain(`Payment reference: ${paid.body.id}`);
    expect(text).toContain('Page 1 of 1');

    const [failed] = await db()
      .insert(payments)
      .values({
        accountId,
        purpose: 'TOP_UP',
        amountCents: 2_500,
        status: 'FAILED',
        providerIdempotencyKey: `receipt-failed-${accountId}`,
        createdBy: 'billing@demo.test',
      })
      .returning();
    const none = await api.as('billing').call(getPaymentReceipt, { params: { accountId, paymentId: failed!.id } });
    expect([none.status, none.error.message]).toEqual([
      404,
      'There is no receipt for this payment: it did not go through.',
    ]);
    // Another account's payment is not this account's to show.
    const other = await demoRolesAccount(db(), 'PREPAID');
    const elsewhere = await api
      .as('billing')
      .call(getPaymentReceipt, { params: { accountId: other, paymentId: paid.body.id } });
    expect(elsewhere.status).toBe(404);
    // A viewer cannot read billing documents.
    expect(
      (await api.as('viewer').call(getPaymentReceipt, { params: { accountId, paymentId: paid.body.id } })).status,
    ).toBe(403);
  });

  it('a month’s statement opens with the balance before it, lists its entries with the balance after each, and closes with the balance after it', async () => {
    const accountId = await demoRolesAccount(db(), 'PREPAID');
    const entry = (kind: 'RECHARGE' | 'CHARGE' | 'ADJUSTMENT', amountCents: number, at: string, note: string) => ({
      accountId,
      kind,
      amountCents,
      note,
      occurredAt: new Date(at),
    });
    await db()
      .insert(ledgerEntries)
      .values([
        // September: the opening balance of October.
        entry('ADJUSTMENT', -10_000, '2026-09-20T15:00:00Z', 'Welcome credit'),
        // 1 October 00:30 in Chicago (05:30 UTC): October's, in the account's days.
        entry('ADJUSTMENT', 2_500, '2026-10-01T05:30:00Z', 'Setup fee'),
        entry('ADJUSTMENT', -1_000, '2026-10-15T15:00:00Z', 'Goodwill'),
        // 31 October 23:30 in Chicago (1 November 04:30 UTC): still October's.
        entry('ADJUSTMENT', 4_000, '2026-11-01T04:30:00Z', 'Late fee'),
        entry('ADJUSTMENT', 700, '2026-11-02T15:00:00Z', 'November fee'),
      ]);
    const statement = await api.as('billing').call(getStatement, { params: { accountId, month: '2026-10' } });
    expect(statement.headers['content-disposition']).toBe('attachment; filename="statement-2026-10.pdf"');
    const { text } = await textOf(statement);
    expectLetterhead(text, await accountFacts(accountId));
    expect(text).toContain('Month: October 2026');
    expect(text).toContain('Opening balance: $100.00');
    expect(text).toContain('Closing balance: $45.00');
    expect(text).toMatch(/Days: Oct\s1\s–\sOct\s31,\s2026/);
    expect(text).toMatch(/Opening balance on Oct\s1,\s2026/);
    expect(text).toMatch(/Oct\s1,\s2026,\s12:30\sAM\sCDT\s+Setup fee\s+\$25\.00\s+\$75\.00/);
    expect(text).toMatch(/Goodwill\s+\$10\.00\s+\$85\.00/);
    expect(text).toMatch(/Oct\s31,\s2026,\s11:30\sPM\sCDT\s+Late fee\s+\$40\.00\s+\$45\.00/);
    expect(text).not.toContain('November fee');
    expect(text).toMatch(/Totals of the month\s+\$10\.00\s+\$65\.00/);
    expect(text).toContain('Page 1 of 1');

    // A month with nothing in it still has its balances; one not begun has no statement.
    const quiet = await textOf(await api.as('billing').call(getStatement, { params: { accountId, month: '2026-08' } }));
    expect(quiet.text).toContain('No money moved this month.');
    expect(quiet.text).toContain('Closing balance: $0.00');
    const future = await api.as('billing').call(getStatement, { params: { accountId, month: '2026-12' } });
    expect([future.status, future.error.message]).toEqual([
      422,
      'There is no statement for December 2026 yet: it has not begun.',
    ]);
    const malformed = await api.as('billing').call(getStatement, { params: { accountId, month: '2026-13' } });
    expect(malformed.status).toBe(400);
  });

  it('a long statement flows onto numbered pages', async () => {
    const accountId = await demoRolesAccount(db(), 'PREPAID');
    await db()
      .insert(ledgerEntries)
      .values(
        Array.from({ length: 90 }, (_, index) => ({
          accountId,
          kind: 'ADJUSTMENT' as const,
          amountCents: 100 + index,
          note: `Fee ${index + 1}`,
          occurredAt: new Date(Date.parse('2026-10-02T15:00:00Z') + index * 3_600_000),
        })),
      );
    const { text, pages } = await textOf(
      await api.as('billing').call(getStatement, { params: { accountId, month: '2026-10' } }),
    );
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text).toContain('Fee 90');
  });
});
