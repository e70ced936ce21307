import { lt, sql } from 'drizzle-orm';
import { addDays, dayIn, ianaZoneOf } from '@portal/shared/account-time';
import { startOfDayIn } from '@portal/shared/zone-calendar';
import { formatDay, formatDayRange, formatDocumentDateTime } from '@portal/shared/human-time';
import { dollars } from '@portal/shared/money';
import type { LedgerEntry } from '@portal/shared/billing';
import { accountTimeZone } from '../../db/account-zone';
import { ledgerEntries } from '../../db/schema/index';
import { inAccount, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { finish, letterhead, providerDocument, PROVIDER, rule, tableRow } from '../../lib/pdf-layout';
import { billToOf } from './bill-to';
import { ledgerPages } from './ledger-repository';

const COLUMNS = [75, 75, 85];
const signed = (cents: number) => (cents < 0 ? `-${dollars(-cents)}` : dollars(cents));
const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The balance (prepaid funds; negative when owed) just before an instant: every entry before it, summed. */
async function balanceBefore(scope: TenantScope, at: Date): Promise<number> {
  const [row] = await scope.db
    .select({ owed: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(inAccount(scope, ledgerEntries.accountId, lt(ledgerEntries.occurredAt, at)));
  return 0 - Number(row?.owed ?? 0);
}

/** Every entry of the month, oldest first, as the ledger describes them (with the balance after each). */
async function entriesOf(scope: TenantScope, zone: string, from: string, to: string): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  for await (const page of ledgerPages(scope, { filters: { from, to }, zone })) entries.push(...page);
  return entries.reverse();
}

/**
 * A month's statement, as a bank's: the opening balance, every money movement of the month in the account's
 * days (money in, money out, the balance after it), the totals and the closing balance.
 */
export async function statementPdf(
  scope: TenantScope,
  month: string,
  now: Date,
): Promise<{ pdf: PDFKit.PDFDocument; name: string }> {
  const [timeZone, billTo] = await Promise.all([accountTimeZone(scope), billToOf(scope)]);
  const zone = ianaZoneOf(timeZone);
  if (month > dayIn(zone, now).slice(0, 7)) {
    throw new AppError('BUSINESS_RULE', `There is no statement for ${monthName(month)} yet: it has not begun.`);
  }
  const first = `${month}-01`;
  const nextFirst = `${addDays(first, 31).slice(0, 7)}-01`;
  const last = addDays(nextFirst, -1);
  const entries = await entriesOf(scope, zone, first, last);
  // The entries carry the balance after each: the month closes on its last one's, and opened before its first
  // moved it. Only a month without entries sums the ledger before it.
  const [oldest, newest] = [entries[0], entries.at(-1)];
  const closing = newest ? newest.balanceAfterCents : await balanceBefore(scope, startOfDayIn(zone, nextFirst));
  const opening = oldest ? oldest.balanceAfterCents + oldest.amountCents : closing;
  const moneyIn = entries.reduce((sum, entry) => sum + Math.max(0, -entry.amountCents), 0);
  const moneyOut = entries.reduce((sum, entry) => sum + Math.max(0, entry.amountCents), 0);

  const doc = providerDocument(`Statement ${month}`);
  letterhead(doc, {
    title: 'Statement',
    facts: [
      ['Month', monthName(month)],
      ['Days', formatDayRange(first, last)],
      ['Opening balance', signed(opening)],
      ['Closing balance', signed(closing)],
    ],
    billTo,
  });
  doc.font('Helvetica').fontSize(10).text('Money in and out of the account (USD). Times are the account’s own.');
  doc.moveDown();
  tableRow(doc, ['Date and description', 'Money in', 'Money out', 'Balance'], { bold: true, widths: COLUMNS });
  rule(doc);
  tableRow(doc, [`Opening balance on ${formatDay(first)}`, '', '', signed(opening)], { widths: COLUMNS });
  if (entries.length === 0) tableRow(doc, ['No money moved this month.', '', '', ''], { widths: COLUMNS });
  for (const entry of entries) {
    tableRow(
      doc,
      [
        `${formatDocumentDateTime(entry.occurredAt, timeZone)}  ${entry.description}`,
        entry.amountCents < 0 ? dollars(-entry.amountCents) : '',
        entry.amountCents > 0 ? dollars(entry.amountCents) : '',
        signed(entry.balanceAfterCents),
      ],
      { widths: COLUMNS },
    );
  }
  rule(doc);
  tableRow(doc, ['Totals of the month', dollars(moneyIn), dollars(moneyOut), ''], { bold: true, widths: COLUMNS });
  tableRow(doc, [`Closing balance on ${formatDay(last)}`, '', '', signed(closing)], { bold: true, widths: COLUMNS });
  doc.moveDown(2);
  doc
    .fontSize(8)
    .fillColor('#555')
    .text(`A balance below zero is what the account owed. Questions? Write to ${PROVIDER.contact}.`);
  return { pdf: finish(doc, `Statement ${month}`), name: `statement-${month}.pdf` };
}
