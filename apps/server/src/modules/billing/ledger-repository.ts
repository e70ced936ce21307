import { supplyEventTitle } from '@portal/shared/supply-events';
import { desc, eq, gte, lt, sql } from 'drizzle-orm';
import { addDays } from '@portal/shared/account-time';
import { startOfDayIn } from '@portal/shared/zone-calendar';
import { PAYMENT_PURPOSE_LABELS, type LedgerEntry, type LedgerKind } from '@portal/shared/billing';
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

type Row = Awaited<ReturnType<typeof selectEntries>>[number];

/** The words a person reads for an entry: what it was for, from what it links to. */
function describe(row: Row): string {
  const { entry } = row;
  const event = row.eventType ? supplyEventTitle(row.eventType, row.consumerName ?? '') : null;
  const method = row.methodLabel ? ` · ${row.methodLabel}` : '';
  switch (entry.kind) {
    case 'CHARGE':
      return [event ?? 'Charge', row.campaignName].filter(Boolean).join(' · ');
    case 'CREDIT':
      return `Dispute approved${event ? ` · ${event}` : ''}`;
    case 'PAYMENT':
    case 'RECHARGE':
      return `${row.purpose ? PAYMENT_PURPOSE_LABELS[row.purpose] : 'Payment'}${row.invoiceNumber ? ` ${row.invoiceNumber}` : ''}${method}`;
    case 'REFUND':
      return `Refund${method}`;
    default:
      return entry.note ?? 'Adjustment';
  }
}

const toEntry = (row: Row, balanceAfterCents: number): LedgerEntry => ({
  id: row.entry.id,
  kind: row.entry.kind,
  amountCents: row.entry.amountCents,
  balanceAfterCents,
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
  const page = pageOf(
    rows,
    options.limit,
    (row) => row,
    ({ entry }) => ({ at: entry.occurredAt, id: entry.id }),
  );
  const balances = await balancesAfter(
    scope,
    page.items.map((row) => row.entry),
  );
  return { ...page, items: page.items.map((row) => toEntry(row, balances.get(row.entry.id)!)) };
}

/** Every entry the filters match, newest first, a page of 1,000 at a time (the CSV export, the statement). */
export async function* ledgerPages(
  scope: TenantScope,
  options: { filters: LedgerFilters; zone: string },
): AsyncGenerator<LedgerEntry[]> {
  let after: Position | null = null;
  do {
    const page: Awaited<ReturnType<typeof ledgerPage>> = await ledgerPage(scope, { ...options, after, limit: 1000 });
    if (page.items.length > 0) yield page.items;
    after = page.last;
  } while (after);
}

/**
 * (occurred_at, id) of an entry, compared as the ledger is ordered: read from the row itself, as the database
 * keeps microseconds that a JavaScript Date would drop.
 */
const position = (entry: { id: string }) =>
  sql`(select ${ledgerEntries.occurredAt}, ${ledgerEntries.id} from ${ledgerEntries} where ${ledgerEntries.id} = ${entry.id})`;
const entryPosition = sql`(${ledgerEntries.occurredAt}, ${ledgerEntries.id})`;

/**
 * The balance after each entry of a page (newest first), as a bank statement's running balance: the balance now,
 * less what every later entry moved, whatever the page's filters. Two reads whatever the ledger's length
 * before the page: the sum of the entries after the page's newest, and the entries between its newest and its
 * oldest (those the filters left out move the balance too).
 */
async function balancesAfter(
  scope: TenantScope,
  entries: { id: string; occurredAt: Date }[],
): Promise<Map<string, number>> {
  const balances = new Map<string, number>();
  const [newest, oldest] = [entries[0], entries.at(-1)];
  if (!newest || !oldest) return balances;
  const [owedNow, [later], span] = await Promise.all([
    ledgerTotal(scope),
    scope.db
      .select({ cents: sql<string | null>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .where(inAccount(scope, ledgerEntries.accountId, sql`${entryPosition} > ${position(newest)}`)),
    scope.db
      .select({ id: ledgerEntries.id, amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(
        inAccount(
          scope,
          ledgerEntries.accountId,
          sql`${entryPosition} <= ${position(newest)}`,
          sql`${entryPosition} >= ${position(oldest)}`,
        ),
      )
      .orderBy(desc(ledgerEntries.occurredAt), desc(ledgerEntries.id)),
  ]);
  let owed = owedNow - Number(later?.cents ?? 0);
  for (const entry of span) {
    balances.set(entry.id, 0 - owed);
    owed -= entry.amountCents;
  }
  return balances;
}
