import { formatDate } from '../../../lib/format';

/**
 * A period's days as the account lives them: "2026-07-01 to 2026-07-31". Periods run [start, end), so
 * the last day is the one just before `end` (a daily period is a single day).
 */
export function formatPeriodDays(start: string, end: string, timeZone: string | null | undefined): string {
  const first = formatDate(start, timeZone);
  const last = formatDate(new Date(new Date(end).getTime() - 1), timeZone);
  return first === last ? first : `${first} to ${last}`;
}

/**
 * Spend as a share of the cap, in whole percent, rounded down: 100% only once the cap is reached, never
 * for $2,985 of $3,000. A zero cap is fully used from the start (it buys nothing).
 */
export function percentUsed(spentCents: number, capCents: number): number {
  if (capCents <= 0) return 100;
  return Math.floor((spentCents / capCents) * 100);
}
