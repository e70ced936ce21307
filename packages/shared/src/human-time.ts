import { dayIn, ianaZoneOf, wallClockIn, type WallClock } from './account-time';

/**
 * Dates and times as people read them, on every screen, PDF and message (issue 29): "Nov 25, 5:23 PM CST",
 * "Today, 5:23 PM CST", "Nov 25, 2026", "Oct 28 – Nov 26, 2026", in the account's time zone. Files keep the
 * sortable form (account-time.ts formatSortableDateTime), and the date range picker's values the specification's
 * yyyy-LL-dd. The spaces are no-break spaces: a date never wraps in the middle of a line.
 */
const NO_BREAK = '\u00a0';
const unbroken = (text: string) => text.replaceAll(' ', NO_BREAK);

/** "5:23 PM": a 12-hour clock, as people in the US read one. */
const clockOf = ({ hour, minute }: WallClock) =>
  `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A calendar day's parts; YYYY-MM-DD only (what dayIn gives and every API field takes). */
function partsOf(day: string) {
  const [year = '', month = '', date = ''] = day.split('-');
  return { year, month: MONTHS[Number(month) - 1] ?? month, date: String(Number(date)) };
}

/** Whole days from one calendar day to another (YYYY-MM-DD): 2026-11-25 to 2026-11-26 is 1. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export interface DateTimeOptions {
  /** The clock "today" is measured by (a test's or a screen's own). */
  now?: Date;
  /** Inside a sentence: "today at 5:23 PM CST", "Nov 25 at 5:23 PM CST" ("until …", "ended …"). */
  inSentence?: boolean;
}

const RELATIVE_DAYS: Record<number, string> = { [-1]: 'Yesterday', 0: 'Today', 1: 'Tomorrow' };

/**
 * An instant as the account's wall clock, with its zone: "Nov 25, 5:23 PM CST"; "Today", "Yesterday" or
 * "Tomorrow" for those days of the zone's calendar; the year when it is not the current one's
 * ("Dec 30, 2025, 11:05 PM CST"). In a sentence: "today at 5:23 PM CST", "Nov 25 at 5:23 PM CST".
 */
export function formatDateTime(
  at: string | Date,
  timeZoneAbbreviation: string | null | undefined,
  { now = new Date(), inSentence = false }: DateTimeOptions = {},
): string {
  const clock = wallClockIn(at, timeZoneAbbreviation);
  const { day, ianaZone, abbreviation } = clock;
  const today = dayIn(ianaZone, now);
  const relative = RELATIVE_DAYS[daysBetween(today, day)];
  const { year, month, date } = partsOf(day);
  const named = relative
    ? inSentence
      ? relative.toLowerCase()
      : relative
    : year === today.slice(0, 4)
      ? `${month} ${date}`
      : `${month} ${date}, ${year}`;
  return unbroken(`${named}${inSentence ? ' at' : ','} ${clockOf(clock)} ${abbreviation}`);
}

/**
 * An instant on what is kept and read later (PDFs, emails, texts, stored reasons), where "today" would not stay
 * true: always the day and year, "Nov 25, 2026, 5:23 PM CST".
 */
export function formatDocumentDateTime(at: string | Date, timeZoneAbbreviation: string | null | undefined): string {
  const clock = wallClockIn(at, timeZoneAbbreviation);
  const { year, month, date } = partsOf(clock.day);
  return unbroken(`${month} ${date}, ${year}, ${clockOf(clock)} ${clock.abbreviation}`);
}

/** A calendar day (YYYY-MM-DD) as people write it: "Nov 25, 2026"; anything else as it came. */
export function formatDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const { year, month, date } = partsOf(day);
  return unbroken(`${month} ${date}, ${year}`);
}

/** The calendar day of an account's zone an instant falls on, as people write it: "Nov 21, 2026". */
export const formatDate = (at: string | Date, timeZoneAbbreviation: string | null | undefined): string => {
  return formatDay(wallClockIn(at, timeZoneAbbreviation).day);
};

/**
 * Two calendar days, first and last (YYYY-MM-DD), as a range: "Oct 28 – Nov 26, 2026" in one year,
 * "Dec 28, 2025 – Jan 3, 2026" across two, "Nov 26, 2026" for one day.
 */
export function formatDayRange(first: string, last: string): string {
  if (first === last) return formatDay(first);
  const from = partsOf(first);
  const to = partsOf(last);
  const start = from.year === to.year ? unbroken(`${from.month} ${from.date}`) : formatDay(first);
  return `${start} – ${formatDay(last)}`;
}

/**
 * A period of instants [start, end) as the days an account lives it: "Jul 1 – Jul 31, 2026" for a month; its
 * last day is the one just before `end`, so a daily period is one day ("Jul 14, 2026").
 */
export function formatPeriod(
  start: string | Date,
  end: string | Date,
  timeZoneAbbreviation: string | null | undefined,
) {
  const zone = ianaZoneOf(timeZoneAbbreviation);
  return formatDayRange(dayIn(zone, new Date(start)), dayIn(zone, new Date(new Date(end).getTime() - 1)));
}
