import { Readable } from 'node:stream';
import type { LedgerEntry } from '@portal/shared/billing';
import { accountZone } from '../../db/account-zone';
import type { TenantScope } from '../../db/tenant-scope';
import { csvRows, textCell, toCsv } from '../../lib/csv';
import { ledgerPage, type LedgerFilters } from './ledger-repository';

const HEADER = ['Date', 'Kind', 'Description', 'Amount (USD)', 'Lead or call', 'Campaign', 'Payment'] as const;
const PAGE = 1000;

const row = (entry: LedgerEntry) => [
  entry.occurredAt,
  entry.kind,
  textCell(entry.description),
  (entry.amountCents / 100).toFixed(2),
  entry.supplyEventId ?? '',
  entry.campaignId ?? '',
  entry.paymentId ?? '',
];

/** Every entry the filters match, newest first, as CSV, written a page at a time as it is read. */
export async function exportLedgerCsv(scope: TenantScope, filters: LedgerFilters): Promise<Readable> {
  const zone = await accountZone(scope);
  async function* lines() {
    yield toCsv(HEADER, []);
    let after = null;
    do {
      const page: Awaited<ReturnType<typeof ledgerPage>> = await ledgerPage(scope, {
        filters,
        zone,
        after,
        limit: PAGE,
      });
      if (page.items.length > 0) yield csvRows(page.items.map(row));
      after = page.last;
    } while (after);
  }
  return Readable.from(lines());
}
