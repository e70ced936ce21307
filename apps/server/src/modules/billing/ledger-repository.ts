import { desc, eq, gte, lt } from 'drizzle-orm';
import { addDays, startOfDayIn } from '@portal/shared/account-time';
import type { LedgerEntry, LedgerKind } from '@portal/shared/billing';
import { billingAccounts, campaigns, invoices, ledgerEntries, payments, supplyEvents } from '../../db/schema/index';
import { olderThan, pageOf } from '../../db/keyset';
import { inAccount, type TenantScope } from '../../db/tenant-scope';
import type { Position } from '../../lib/cursor';

export interface LedgerFilters {
  kind?: LedgerKind;
  from?: string;
  to?: string;
}

/**
 * What the account owes now: the sum of its ledger (negative when it is in credit), as the ledger's
 * trigger keeps it on the billing row (migration 0010), so an account with millions of entries reads one row.
 */
export async function ledgerTotal(scope: TenantScope): Promise<number> {
  const [row] = await scope.db
    .select({ owed: billingAccounts.owedCents })
    .from(billingAccounts)
    .where(eq(billingAccounts.accountId, scope.accountId));
  return row?.owed ?? 0;
}

const PAYMENT_WORDS: Record<string, string> = {
  TOP_UP: 'Top-up',
  AUTO_RECHARGE: 'Automatic top-up',
  INVOICE: 'Invoice payment',
  BALANCE: 'Balance payment',
  AUTOPAY: 'Autopay',
};

type Row = Awaited<ReturnType<typeof selectEntries>>[number];

/** The words a person reads for an entry: what it was for, from what it links to. */
function describe(row: Row): string {
  const { entry } = row;
  const event = row.eventType ? `${row.eventType === 'CALL' ? 'Call' : 'Lead'} from ${row.consumerName}` : null;
  const method = row.methodLabel ? ` · ${row.methodLabel}` : '';
  switch (entry.kind) {
    case 'CHARGE':
      return [event ?? 'Charge', row.campaignName].filter(Boolean).join(' · ');
    case 'CREDIT':
      return `Dispute approved${event ? ` · ${event}` : ''}`;
    case 'PAYMENT':
    case 'RECHARGE':
      return `${PAYMENT_WORDS[row.purpose ?? ''] ?? 'Payment'}${row.invoiceNumber ? ` ${row.invoiceNumber}` : ''}${method}`;
    case 'REFUND':
      return `Refund${method}`;
    default:
      return entry.note ?? 'Adjustment';
  }
}

const toEntry = (row: Row): LedgerEntry => ({
  id: row.entry.id,
  kind: row.entry.kind,
  amountCents: row.entry.amountCents,
  description: describe(row),
  occurredAt: row.entry.occurredAt.toISOString(),
  campaignId: row.entry.campaignId,
  supplyEventId: row.entry.supplyEventId,
  eventType: row.eventType,
  paymentId: row.entry.paymentId,
  invoiceNumber: row.invoiceNumber,
});

const selectEntries = (scope: TenantScope) =>
  scope.db
    .select({
      entry: ledgerEntries,
      eventType: supplyEvents.type,
      consumerName: supplyEvents.consumerName,
      campaignName: campaigns.name,
      purpose: payments.purpose,
      methodLabel: payments.methodLabel,
      invoiceNumber: invoices.number,
    })
    .from(ledgerEntries)
    .leftJoin(supplyEvents, eq(supplyEvents.id, ledgerEntries.supplyEventId))
    .leftJoin(campaigns, eq(campaigns.id, ledgerEntries.campaignId))
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .leftJoin(invoices, eq(invoices.id, payments.invoiceId));

/** One page of the ledger, newest first; days are the account's (zone). */
export async function ledgerPage(
  scope: TenantScope,
  options: { filters: LedgerFilters; zone: string; after: Position | null; limit: number },
) {
  const { filters, zone } = options;
  const rows = await selectEntries(scope)
    .where(
      inAccount(
        scope,
        ledgerEntries.accountId,
        filters.kind ? eq(ledgerEntries.kind, filters.kind) : undefined,
        filters.from ? gte(ledgerEntries.occurredAt, startOfDayIn(zone, filters.from)) : undefined,
        filters.to ? lt(ledgerEntries.occurredAt, startOfDayIn(zone, addDays(filters.to, 1))) : undefined,
        olderThan(ledgerEntries.occurredAt, ledgerEntries.id, options.after),
      ),
    )
    .orderBy(desc(ledgerEntries.occurredAt), desc(ledgerEntries.id))
    .limit(options.limit + 1);
  return pageOf(rows, options.limit, toEntry, ({ entry }) => ({ at: entry.occurredAt, id: entry.id }));
}
