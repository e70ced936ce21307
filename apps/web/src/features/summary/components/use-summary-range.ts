import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { dayIn, ianaZoneOf } from '@portal/shared/account-time';
import { readRange, writeRange, type DayRange } from './date-range';

/**
 * The range the summary shows, kept in the URL (from, to) so a reload or a shared link shows the same
 * days. "Today" is the account's, not the browser's: a customer in another zone sees the account's days.
 * The range and its setter keep their identity while the URL and the day do, so the header (memoised)
 * is not drawn again each time the screen is, as it is on every change of a query's state.
 */
export function useSummaryRange(timeZone: string | null | undefined) {
  const [search, setSearch] = useSearchParams();
  const today = dayIn(ianaZoneOf(timeZone), new Date());
  const range = useMemo(() => readRange(search, today), [search, today]);
  const setRange = useCallback((next: DayRange) => setSearch((current) => writeRange(current, next)), [setSearch]);
  return { today, range, setRange };
}
