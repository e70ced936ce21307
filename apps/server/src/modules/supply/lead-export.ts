import { Readable } from 'node:stream';
import { formatPhone } from '@portal/shared/phone-format';
import type { SupplyEventSummary } from '@portal/shared/leads';
import { accountZone } from '../../db/account-zone';
import type { TenantScope } from '../../db/tenant-scope';
import { csvRows, textCell, toCsv } from '../../lib/csv';
import { eventPage } from './lead-repository';
import type { SupplyEventFilters } from './lead-queries';

const HEADER = [
  'Received',
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
] as const;

const PAGE = 1000;

const row = (event: SupplyEventSummary) => [
  event.occurredAt,
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
  event.reason ?? '',
  (event.priceCents / 100).toFixed(2),
  event.customerStatus,
  event.jobValueCents === null ? '' : (event.jobValueCents / 100).toFixed(2),
  event.disputeStatus ?? '',
];

/**
 * Every event the filters match, newest first, as CSV: read a page at a time and written as it is read, so
 * an export of a million rows never sits in memory whole.
 */
export async function exportEventsCsv(scope: TenantScope, filters: SupplyEventFilters): Promise<Readable> {
  const zone = await accountZone(scope);
  async function* lines() {
    yield toCsv(HEADER, []);
    let after = null;
    do {
      const page: Awaited<ReturnType<typeof eventPage>> = await eventPage(scope, { filters, zone, after, limit: PAGE });
      if (page.items.length > 0) yield csvRows(page.items.map(row));
      after = page.last;
    } while (after);
  }
  return Readable.from(lines());
}
