import { recordEvents } from '../../outbox/record-events';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { v7 as timeOrderedId } from 'uuid';
import { addDays, dayIn, ianaZoneOf } from '@portal/shared/account-time';
import { startOfDayIn } from '@portal/shared/zone-calendar';
import { INVOICE_DUE_DAYS } from '@portal/shared/billing';
import type { Db } from '../../db/database';
import { insertMany } from '../../db/bulk';
import {
  accounts,
  campaigns,
  invoiceLedgerEntries,
  invoiceLines,
  invoices,
  ledgerEntries,
  supplyEvents,
} from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { lockBilling } from './billing-account-repository';

type LineKind = 'LEADS' | 'CALLS' | 'CREDITS' | 'ADJUSTMENT';
interface Line {
  id: string;
  kind: LineKind;
  campaignId: string | null;
  description: string;
  quantity: number;
  amountCents: number;
  entryIds: string[];
}

/** The last day of the month that `month` (yyyy-LL) names. */
export const lastDayOf = (month: string) => addDays(addDays(`${month}-01`, 32).slice(0, 8) + '01', -1);

/**
 * Issues an account's invoice for a calendar month of its time zone, once (a second run finds the first):
 * every CHARGE, CREDIT and ADJUSTMENT in the ledger up to the month's end that no invoice holds yet,
 * as lines per campaign and type (credits per campaign, adjustments one by one), each line linked to its
 * entries so a late entry lands on the next invoice and every line opens the events behind it.
 */
export async function issueInvoice(db: Db, accountId: string, month: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const scope = tenantScope(tx, { accountId });
    await lockBilling(scope);
    const periodStart = `${month}-01`;
    const [existing] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.accountId, accountId), eq(invoices.periodStart, periodStart)));
    if (existing) return existing.id;
    const [account] = await tx
      .select({ timeZone: accounts.timeZone, number: accounts.accountNumber })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    const zone = ianaZoneOf(account!.timeZone);
    const periodEnd = lastDayOf(month);
    const entries = await tx
      .select({
        id: ledgerEntries.id,
        kind: ledgerEntries.kind,
        amountCents: ledgerEntries.amountCents,
        campaignId: ledgerEntries.campaignId,
        campaignName: campaigns.name,
        eventType: supplyEvents.type,
        note: ledgerEntries.note,
      })
      .from(ledgerEntries)
      .leftJoin(invoiceLedgerEntries, eq(invoiceLedgerEntries.ledgerEntryId, ledgerEntries.id))
      .leftJoin(campaigns, eq(campaigns.id, ledgerEntries.campaignId))
      .leftJoin(supplyEvents, eq(supplyEvents.id, ledgerEntries.supplyEventId))
      .where(
        and(
          eq(ledgerEntries.accountId, accountId),
          lt(ledgerEntries.occurredAt, startOfDayIn(zone, addDays(periodEnd, 1))),
          inArray(ledgerEntries.kind, ['CHARGE', 'CREDIT', 'ADJUSTMENT']),
          isNull(invoiceLedgerEntries.ledgerEntryId),
        ),
      );
    const lines = linesOf(entries);
    const charges = lines.filter((line) => line.amountCents > 0).reduce((sum, line) => sum + line.amountCents, 0);
    const credits = -lines.filter((line) => line.amountCents < 0).reduce((sum, line) => sum + line.amountCents, 0);
    const total = charges - credits;
    const invoiceId = timeOrderedId();
    await tx.insert(invoices).values({
      id: invoiceId,
      accountId,
      number: `INV-${month}-${account!.number}`,
      periodStart,
      periodEnd,
      issuedAt: now,
      dueDate: addDays(dayIn(zone, now), INVOICE_DUE_DAYS),
      status: total > 0 ? 'OPEN' : 'PAID',
      chargesCents: charges,
      creditsCents: credits,
      totalCents: total,
      paidAt: total > 0 ? null : now,
    });
    await insertMany(
      tx,
      invoiceLines,
      lines.map((line, position) => ({
        id: line.id,
        invoiceId,
        accountId,
        kind: line.kind,
        campaignId: line.campaignId,
        description: line.description,
        quantity: line.quantity,
        amountCents: line.amountCents,
        position,
      })),
    );
    await insertMany(
      tx,
      invoiceLedgerEntries,
      lines.flatMap((line) =>
        line.entryIds.map((ledgerEntryId) => ({ ledgerEntryId, invoiceLineId: line.id, accountId })),
      ),
    );
    await recordEvents(tx, [
      {
        type: 'invoice.issued',
        accountId,
        occurredAt: now,
        data: {
          invoiceId,
          number: `INV-${month}-${account!.number}`,
          periodStart,
          periodEnd,
          totalCents: total,
          dueDate: addDays(dayIn(zone, now), INVOICE_DUE_DAYS),
        },
      },
    ]);
    return invoiceId;
  });
}

/** Entries grouped into lines: leads and calls per campaign, credits per campaign, each adjustment alone. */
function linesOf(
  entries: {
    id: string;
    kind: string;
    amountCents: number;
    campaignId: string | null;
    campaignName: string | null;
    eventType: string | null;
    note: string | null;
  }[],
): Line[] {
  const lines = new Map<string, Line>();
  for (const entry of entries) {
    const kind: LineKind =
      entry.kind === 'ADJUSTMENT'
        ? 'ADJUSTMENT'
        : entry.kind === 'CREDIT'
          ? 'CREDITS'
          : entry.eventType === 'CALL'
            ? 'CALLS'
            : 'LEADS';
    const key = kind === 'ADJUSTMENT' ? entry.id : `${kind}|${entry.campaignId}`;
    const campaign = entry.campaignName ?? 'Campaign';
    const line = lines.get(key) ?? {
      id: timeOrderedId(),
      kind,
      campaignId: entry.campaignId,
      description:
        kind === 'ADJUSTMENT'
          ? (entry.note ?? 'Adjustment')
          : `${campaign} — ${{ LEADS: 'Form leads', CALLS: 'Calls', CREDITS: 'Dispute credits' }[kind]}`,
      quantity: 0,
      amountCents: 0,
      entryIds: [],
    };
    line.quantity += 1;
    line.amountCents += entry.amountCents;
    line.entryIds.push(entry.id);
    lines.set(key, line);
  }
  const order: LineKind[] = ['CALLS', 'LEADS', 'CREDITS', 'ADJUSTMENT'];
  return [...lines.values()].sort(
    (a, b) => a.description.localeCompare(b.description) || order.indexOf(a.kind) - order.indexOf(b.kind),
  );
}
