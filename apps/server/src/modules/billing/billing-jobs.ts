import { and, eq, gte, lte } from 'drizzle-orm';
import { addDays, dayIn, ianaZoneOf } from '@portal/shared/account-time';
import type { MessageSender } from '../../adapters/message';
import type { PaymentsProvider } from '../../adapters/payments/payments-provider';
import type { Db } from '../../db/database';
import { accounts, billingAccounts, invoices } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../db/audit';
import { issueInvoice } from './invoice-issue';
import { toInvoice } from './invoice-repository';
import { pay } from './payment-service';

export const ISSUE_INVOICES_JOB = 'issue-invoices';
export const AUTOPAY_JOB = 'autopay-invoices';

const AUTOPAY: Actor = { userId: null, username: 'autopay' };

/** The month before a yyyy-LL month. */
export const monthBefore = (month: string) => addDays(`${month}-01`, -1).slice(0, 7);

/**
 * Issues last month's invoice for every post-paid account whose month has turned in its own time zone (the
 * 1st there). Run hourly; an account already invoiced for that month is skipped, so runs never double up.
 */
export async function issueDueInvoices(db: Db, now: Date): Promise<number> {
  const postpaid = await db
    .select({ id: accounts.id, timeZone: accounts.timeZone })
    .from(accounts)
    .innerJoin(billingAccounts, eq(billingAccounts.accountId, accounts.id))
    .where(eq(billingAccounts.mode, 'POSTPAID'));
  const monthOf = new Map(
    postpaid.map((account) => [account.id, monthBefore(dayIn(ianaZoneOf(account.timeZone), now).slice(0, 7))]),
  );
  const earliest = [...monthOf.values()].sort()[0];
  if (!earliest) return 0;
  const issued = await db
    .select({ accountId: invoices.accountId, periodStart: invoices.periodStart })
    .from(invoices)
    .where(gte(invoices.periodStart, `${earliest}-01`));
  const done = new Set(issued.map((invoice) => `${invoice.accountId}|${invoice.periodStart}`));
  let count = 0;
  for (const [accountId, month] of monthOf) {
    if (done.has(`${accountId}|${month}-01`)) continue;
    await issueInvoice(db, accountId, month, now);
    count += 1;
  }
  return count;
}

/**
 * Charges the default method of accounts with autopay on for each open invoice due today or earlier (their
 * day). One attempt per invoice and day: a decline is recorded and tried again the next day.
 */
export async function chargeAutopay(
  db: Db,
  provider: PaymentsProvider | null,
  messages: MessageSender,
  now: Date,
): Promise<{ paid: number; failed: number }> {
  const due = await db
    .select({ invoice: invoices, timeZone: accounts.timeZone, methodId: billingAccounts.defaultPaymentMethodId })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .innerJoin(billingAccounts, eq(billingAccounts.accountId, invoices.accountId))
    .where(
      and(
        eq(invoices.status, 'OPEN'),
        eq(accounts.isAutopayEnabled, true),
        lte(invoices.dueDate, dayIn('Pacific/Kiritimati', now)),
      ),
    );
  let paid = 0;
  let failed = 0;
  for (const { invoice, timeZone, methodId } of due) {
    const today = dayIn(ianaZoneOf(timeZone), now);
    if (invoice.dueDate > today || !methodId) continue;
    try {
      await pay(tenantScope(db, { accountId: invoice.accountId }), provider, messages, {
        purpose: 'AUTOPAY',
        invoiceId: invoice.id,
        amountCents: toInvoice(invoice).amountDueCents,
        source: { kind: 'saved', paymentMethodId: methodId },
        attemptKey: `autopay:${invoice.id}:${today}`,
        actor: AUTOPAY,
        now,
      });
      paid += 1;
    } catch (error) {
      // A decline or an unreachable provider: tomorrow's run tries again (notifications tell the customer).
      if (!(error instanceof AppError)) throw error;
      failed += 1;
    }
  }
  return { paid, failed };
}
