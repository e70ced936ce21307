import { dollars } from '@portal/shared/usd';

export { findTimeZone, formatTimeZoneName } from '@portal/shared/account-time';
// Dates as people read them, the rule the server's PDFs and messages use too: one in packages/shared, named here
// for the screens ("Today, 5:23 PM CST", "Nov 25, 2026", "Oct 28 – Nov 26, 2026").
export { formatDate, formatDateTime, formatDay, formatDayRange, formatPeriod } from '@portal/shared/human-time';

/** What tells an account apart for people, instead of its id: the short number and the place. */
export interface AccountLabelFields {
  AccountNumber: string;
  City: string | null;
  State: string | null;
}

/** "#100001 · Austin, TX"; without a city or state, as much of it as is known ("#100001"). */
export function formatAccountLabel({ AccountNumber, City, State }: AccountLabelFields): string {
  const place = [City, State].filter(Boolean).join(', ');
  return place ? `#${AccountNumber} · ${place}` : `#${AccountNumber}`;
}

/**
 * Integer cents as people read money: 123456 is "$1,234.56" (money is cents everywhere else). The shared
 * rule the server's messages use, with its one formatter, built on first use (docs/decisions/0031). The web
 * app names it here only: screens import formatMoney from this file, never `dollars` from packages/shared.
 */
export const formatMoney = dollars;

// A rate as the Summary's tiles and the PDF report write it (one rule, in packages/shared).
export { formatRate, formatReturnOnSpend } from '@portal/shared/summary-tiles';

/** How long ago an instant was, short enough for a phone's row: "just now", "12 min ago", "2 h ago", "3 d ago". */
export function formatAgo(at: string | Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(at).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return `${Math.floor(minutes / (24 * 60))} d ago`;
}
