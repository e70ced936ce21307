import { desc, eq, inArray, lt } from 'drizzle-orm';
import { dayIn } from '@portal/shared/account-time';
import { spokenDayIn, spokenWhenIn, startOfDayIn } from '@portal/shared/zone-calendar';
import { ATTENTION_RULES, type AttentionItem } from '@portal/shared/attention';
import { dollars } from '@portal/shared/money';
import { billingAccounts, campaigns, invoices, payments } from '../../db/schema/index';
import { inAccount, type TenantScope } from '../../db/tenant-scope';
import { toInvoice } from './invoice-repository';

const BILLING_HREF = '/billing';

/**
 * What stops buying or puts it at risk on the money side: prepaid funds below the price of the next lead or
 * call, invoices past their due day, and a latest payment that was declined (in the last 7 days).
 */
export async function billingAttention(
  scope: TenantScope,
  { now, zone }: { now: Date; zone: string },
): Promise<AttentionItem[]> {
  const today = dayIn(zone, now);
  const since = new Date(now.getTime() - ATTENTION_RULES.lookBackDays * 86_400_000);
  const [[billing], prices, overdue, [latestPayment]] = await Promise.all([
    scope.db
      .select({ mode: billingAccounts.mode, owedCents: billingAccounts.owedCents })
      .from(billingAccounts)
      .where(eq(billingAccounts.accountId, scope.accountId)),
    scope.db
      .select({ leadTypes: campaigns.leadTypes, call: campaigns.callPriceCents, form: campaigns.formPriceCents })
      .from(campaigns)
      .where(inAccount(scope, campaigns.accountId, eq(campaigns.status, 'ACTIVE'))),
    scope.db
      .select()
      .from(invoices)
      .where(inAccount(scope, invoices.accountId, eq(invoices.status, 'OPEN'), lt(invoices.dueDate, today)))
      .orderBy(invoices.dueDate, invoices.id),
    scope.db
      .select()
      .from(payments)
      .where(inAccount(scope, payments.accountId, inArray(payments.status, ['SUCCEEDED', 'FAILED'])))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1),
  ]);
  const items: AttentionItem[] = [];
  // An account without a billing row is prepaid with nothing paid in (as the billing screen shows it).
  const balanceCents = 0 - (billing?.owedCents ?? 0);
  const cheapest = Math.min(
    ...prices.flatMap((row) => [
      ...(row.leadTypes.includes('CALL') ? [row.call] : []),
      ...(row.leadTypes.includes('FORM') ? [row.form] : []),
    ]),
  );
  if ((billing?.mode ?? 'PREPAID') === 'PREPAID' && Number.isFinite(cheapest) && balanceCents < cheapest) {
    items.push({
      kind: 'FUNDS_RUN_OUT',
      severity: 'CRITICAL',
      message: `Buying has stopped: your prepaid balance of ${dollars(balanceCents)} is below the price of a lead or call (${dollars(cheapest)}). Add funds to start again.`,
      href: BILLING_HREF,
    });
  }
  for (const invoice of overdue) {
    const due = spokenDayIn(zone, startOfDayIn(zone, invoice.dueDate), now);
    items.push({
      kind: 'INVOICE_OVERDUE',
      severity: 'CRITICAL',
      message: `Invoice ${invoice.number} (${dollars(toInvoice(invoice).amountDueCents)} due) was due on ${due} and is overdue. Pay it now.`,
      href: BILLING_HREF,
    });
  }
  if (latestPayment?.status === 'FAILED' && latestPayment.createdAt >= since) {
    const reason = latestPayment.failureMessage ? ` (${latestPayment.failureMessage.replace(/\.$/, '')})` : '';
    items.push({
      kind: 'PAYMENT_FAILED',
      severity: 'CRITICAL',
      message: `Your payment of ${dollars(latestPayment.amountCents)} ${spokenWhenIn(zone, latestPayment.createdAt, now)} was declined${reason}. Try another card.`,
      href: BILLING_HREF,
    });
  }
  return items;
}
