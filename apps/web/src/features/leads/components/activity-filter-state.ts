import { CUSTOMER_STATUSES, type CustomerStatus } from '@portal/shared/leads';
import { SUPPLY_EVENT_TYPES, type SupplyEventType } from '@portal/shared/supply-events';

/** The activity table's filters as the URL keeps them, so a reload or a shared link shows the same rows. */
export interface ActivityFilters {
  type?: SupplyEventType;
  campaignId?: string;
  status?: CustomerStatus;
  billable?: 'true' | 'false';
  disputed?: 'true' | 'false';
  q?: string;
}

/** The URL's key for each filter: short, readable words rather than the API's names. */
export const FILTER_KEYS = {
  type: 'type',
  campaignId: 'campaign',
  status: 'status',
  billable: 'billable',
  disputed: 'disputed',
  q: 'q',
} as const satisfies Record<keyof ActivityFilters, string>;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The filters a URL holds. A value the API would refuse (a hand-edited link) is dropped rather than
 * answered with an error: the table then shows what it can.
 */
export function readActivityFilters(search: URLSearchParams): ActivityFilters {
  const campaign = search.get(FILTER_KEYS.campaignId);
  const q = search.get(FILTER_KEYS.q)?.trim().slice(0, 100);
  return {
    type: oneOf(SUPPLY_EVENT_TYPES, search.get(FILTER_KEYS.type)),
    campaignId: campaign && UUID.test(campaign) ? campaign : undefined,
    status: oneOf(CUSTOMER_STATUSES, search.get(FILTER_KEYS.status)),
    billable: oneOf(['true', 'false'], search.get(FILTER_KEYS.billable)),
    disputed: oneOf(['true', 'false'], search.get(FILTER_KEYS.disputed)),
    q: q || undefined,
  };
}

/** The URL's search with one filter changed (or removed when empty); other keys (the range) stay. */
export function writeActivityFilter(
  search: URLSearchParams,
  name: keyof ActivityFilters,
  value: string | null | undefined,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(FILTER_KEYS[name], value);
  else next.delete(FILTER_KEYS[name]);
  return next;
}

/** The URL's search without any activity filter. */
export function clearActivityFilters(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of Object.values(FILTER_KEYS)) next.delete(key);
  return next;
}

export const hasActivityFilters = (filters: ActivityFilters) => Object.values(filters).some(Boolean);
