import { Readable } from 'node:stream';
import { formatSortableDateTime, ianaZoneOf, timeZoneHeading } from '@portal/shared/account-time';
import { notBillableReasonWords } from '@portal/shared/not-billable-reasons';
import { formatPhone } from '@portal/shared/phone-format';
import type { SupplyEventSummary } from '@portal/shared/leads';
import { accountTimeZone } from '../../db/account-zone';
import type { TenantScope } from '../../db/tenant-scope';
import { csvRows, textCell, toCsv } from '../../lib/csv';
import { eventPage } from './lead-repository';
import type { SupplyEventFilters } from './lead-queries';

/** The columns; the first names the account's time zone, in which every time of the file is written. */
const header = (zoneName: string) => [
  `Received (${zoneName})`,
  'Type',
  'Campaign',
  'Name',
  'Phone',
  'Email',
  'ZIP',
  'Service',
  'Call outcome',
  'Call seconds',
  'Billable',
  'Reason',
  'Price (USD)',
  'Status',
  'Job value (USD)',
  'Dispute',
  'Lead or call id',
  'External id',
];

const PAGE = 1000;

/** One row: times as the account's wall clock with the zone ("2026-11-22 09:14 CST"), reasons in words. */
const row = (timeZone: string | null) => (event: SupplyEventSummary) => [
  formatSortableDateTime(event.occurredAt, timeZone),
  event.type,
  textCell(event.campaignName),
  textCell(event.consumer.name),
  formatPhone(event.consumer.phone),
  textCell(event.consumer.email),
  event.consumer.zip,
  textCell(event.serviceRequested),
  event.call?.outcome ?? '',
  event.call ? String(event.call.durationSeconds) : '',
  event.billable ? 'yes' : 'no',
  event.reason ? notBillableReasonWords(event.reason).title : '',
  (event.priceCents / 100).toFixed(2),
  event.customerStatus,
  event.jobValueCents === null ? '' : (event.jobValueCents / 100).toFixed(2),
  event.disputeStatus ?? '',
  event.id,
  textCell(event.externalId),
];

/**
 * Every event the filters match, newest first, as CSV: read a page at a time and written as it is read, so
 * an export of a million rows never sits in memory whole.
 */
export async function exportEventsCsv(scope: TenantScope, filters: SupplyEventFilters): Promise<Readable> {
  const timeZone = await accountTimeZone(scope);
  const zone = ianaZoneOf(timeZone);
  const toRow = row(timeZone);
  async function* lines() {
    yield toCsv(header(timeZoneHeading(timeZone)), []);
    let after = null;
    do {
      const page: Awaited<ReturnType<typeof eventPage>> = await eventPage(scope, { filters, zone, after, limit: PAGE });
      if (page.items.length > 0) yield csvRows(page.items.map(toRow));
      after = page.last;
    } while (after);
  }
  return Readable.from(lines());
}
