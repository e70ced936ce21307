import { CUSTOMER_STATUSES, type CustomerStatus } from '@portal/shared/leads';
import { SUPPLY_EVENT_TYPES, type SupplyEventType } from '@portal/shared/supply-events';
import { INVOICE_LINE_KEYS } from '../../../config/paths';
import type { UrlFilterKeys } from '../../../lib/url-filters';

/** The activity table's filters as the URL keeps them, so a reload or a shared link shows the same rows. */
export interface ActivityFilters {
  type?: SupplyEventType;
  campaignId?: string;
  status?: CustomerStatus;
  billable?: 'true' | 'false';
  disputed?: 'true' | 'false';
  q?: string;
  /** Those carrying one of the account's tags. */
  tagId?: string;
  followUp?: 'true' | 'false';
  /** The leads and calls behind one invoice line (a link from the line on /billing), whatever their days. */
  invoiceLineId?: string;
  /** The line's invoice, to name the line; not a filter the API takes. */
  invoiceId?: string;
}

/** The URL's key for each filter (lib/url-filters keeps them there). */
export const FILTER_KEYS = {
  type: 'type',
  campaignId: 'campaign',
  status: 'status',
  billable: 'billable',
  disputed: 'disputed',
  q: 'q',
  tagId: 'tag',
  followUp: 'followUp',
  ...INVOICE_LINE_KEYS,
} as const satisfies UrlFilterKeys<ActivityFilters>;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The filters a URL holds. A value the API would refuse (a hand-edited link) is dropped rather than
 * answered with an error: the table then shows what it can.
 */
export function readActivityFilters(search: URLSearchParams): ActivityFilters {
  const q = search.get(FILTER_KEYS.q)?.trim().slice(0, 100);
  const uuid = (key: string) => {
    const value = search.get(key);
    return value && UUID.test(value) ? value : undefined;
  };
  const invoiceLineId = uuid(FILTER_KEYS.invoiceLineId);
  return {
    type: oneOf(SUPPLY_EVENT_TYPES, search.get(FILTER_KEYS.type)),
    campaignId: uuid(FILTER_KEYS.campaignId),
    status: oneOf(CUSTOMER_STATUSES, search.get(FILTER_KEYS.status)),
    billable: oneOf(['true', 'false'], search.get(FILTER_KEYS.billable)),
    disputed: oneOf(['true', 'false'], search.get(FILTER_KEYS.disputed)),
    q: q || undefined,
    tagId: uuid(FILTER_KEYS.tagId),
    followUp: oneOf(['true', 'false'], search.get(FILTER_KEYS.followUp)),
    invoiceLineId,
    // Only beside its line: alone it would filter nothing yet count as a filter.
    invoiceId: invoiceLineId ? uuid(FILTER_KEYS.invoiceId) : undefined,
  };
}

export const hasActivityFilters = (filters: ActivityFilters) => Object.values(filters).some(Boolean);
