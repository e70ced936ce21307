import { useSearchParams } from 'react-router';
import { dayIn, ianaZoneOf } from '@portal/shared/account-time';
import { readRange, writeRange, type DayRange } from './date-range';

/**
 * The range the summary shows, kept in the URL (from, to) so a reload or a shared link shows the same
 * days. "Today" is the account's, not the browser's: a customer in another zone sees the account's days.
 */
export function useSummaryRange(timeZone: string | null | undefined) {
  const [search, setSearch] = useSearchParams();
  const today = dayIn(ianaZoneOf(timeZone), new Date());
  const range = readRange(search, today);
  const setRange = (next: DayRange) => setSearch((current) => writeRange(current, next));
  return { today, range, setRange };
}
