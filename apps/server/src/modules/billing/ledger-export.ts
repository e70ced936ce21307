import { Readable } from 'node:stream';
import { formatSortableDateTime, ianaZoneOf, timeZoneHeading } from '@portal/shared/account-time';
import { LEDGER_KIND_LABELS, type LedgerEntry } from '@portal/shared/billing';
import { accountTimeZone } from '../../db/account-zone';
import type { TenantScope } from '../../db/tenant-scope';
import { csvRows, textCell, toCsv } from '../../lib/csv';
import { ledgerPages, type LedgerFilters } from './ledger-repository';

/**
 * As a bank statement reads: money in and out in columns of their own, and the balance after each line. The first
 * column names the account's time zone, in which every time of the file is written.
 */
const header = (zoneName: string) => [
  `Date (${zoneName})`,
  'Type',
  'Description',
  'Money in (USD)',
  'Money out (USD)',
  'Balance (USD)',
  'Lead or call',
  'Campaign',
  'Payment',
];
const usd = (cents: number) => (cents / 100).toFixed(2);

const row = (entry: LedgerEntry, timeZone: string | null) => [
  // The account's wall-clock time with its zone ("2026-11-22 09:14 CST"), as the screen shows it.
  formatSortableDateTime(entry.occurredAt, timeZone),
  LEDGER_KIND_LABELS[entry.kind],
  textCell(entry.description),
  entry.amountCents < 0 ? usd(-entry.amountCents) : '',
  entry.amountCents > 0 ? usd(entry.amountCents) : '',
  usd(entry.balanceAfterCents),
  entry.supplyEventId ?? '',
  entry.campaignId ?? '',
  entry.paymentId ?? '',
];

/** Every entry the filters match, newest first, as CSV, written a page at a time as it is read. */
export async function exportLedgerCsv(scope: TenantScope, filters: LedgerFilters): Promise<Readable> {
  const timeZone = await accountTimeZone(scope);
  async function* lines() {
    yield toCsv(header(timeZoneHeading(timeZone)), []);
    for await (const entries of ledgerPages(scope, { filters, zone: ianaZoneOf(timeZone) })) {
      yield csvRows(entries.map((entry) => row(entry, timeZone)));
    }
  }
  return Readable.from(lines());
}
