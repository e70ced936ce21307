import { isCalendarDay } from '@portal/shared/account-time';
import { ledgerFilterSchema } from '@portal/shared/billing';
import type { UrlFilterKeys } from '../../../lib/url-filters';
import type { LedgerFilters } from '../api/list-ledger';

/** The URL's key for each transactions filter (lib/url-filters keeps them there): "type" as the filter reads. */
export const LEDGER_FILTER_KEYS = {
  kind: 'type',
  from: 'from',
  to: 'to',
} as const satisfies UrlFilterKeys<LedgerFilters>;

/** A value the request schema takes; a day must also be on the calendar (2026-02-30 has the shape only). */
function valid<Name extends keyof LedgerFilters>(name: Name, value: string | null): LedgerFilters[Name] | undefined {
  const parsed = ledgerFilterSchema.shape[name].safeParse(value ?? undefined);
  if (!parsed.success || !parsed.data) return undefined;
  if (name !== 'kind' && !isCalendarDay(parsed.data)) return undefined;
  return parsed.data as LedgerFilters[Name];
}

/**
 * The transactions filters a URL holds. A value the API would refuse (a hand-edited link) is dropped rather
 * than answered with an error: the list then shows what it can.
 */
export const readLedgerFilters = (search: URLSearchParams): LedgerFilters => ({
  kind: valid('kind', search.get(LEDGER_FILTER_KEYS.kind)),
  from: valid('from', search.get(LEDGER_FILTER_KEYS.from)),
  to: valid('to', search.get(LEDGER_FILTER_KEYS.to)),
});
