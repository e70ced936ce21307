import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { dayIn } from './account-time';
import type { BudgetPeriod } from './budgets';

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * Arithmetic on the calendar of an account's time zone, with dayjs: budget periods, the instant a day begins, and
 * days said in messages. The server's; screens show times with account-time.ts and human-time.ts, without dayjs.
 */

/**
 * The budget period running at an instant: a day, a Monday-to-Sunday week or a calendar month of the
 * zone, as UTC instants [start, end). A DST day is 23 or 25 hours long, as the account lives it.
 */
export function periodBounds(period: BudgetPeriod, zone: string, at: Date): { start: Date; end: Date } {
  const local = dayjs(at).tz(zone);
  const midnight = (day: dayjs.Dayjs) => dayjs.tz(day.format('YYYY-MM-DD'), zone);
  if (period === 'DAILY') {
    const start = midnight(local);
    return { start: start.toDate(), end: midnight(local.add(1, 'day')).toDate() };
  }
  if (period === 'WEEKLY') {
    const monday = local.subtract((local.day() + 6) % 7, 'day');
    return { start: midnight(monday).toDate(), end: midnight(monday.add(7, 'day')).toDate() };
  }
  const first = local.date(1);
  return { start: midnight(first).toDate(), end: midnight(first.add(1, 'month')).toDate() };
}

/** The instant a calendar day (YYYY-MM-DD) begins in a zone. */
export const startOfDayIn = (zone: string, day: string): Date => dayjs.tz(day, zone).toDate();

/** A day as people say it in messages, in a zone: "Thu, Dec 3" (the year when it is not the current one's). */
export function spokenDayIn(zone: string, at: Date, now: Date = at): string {
  const local = dayjs(at).tz(zone);
  return local.format(local.year() === dayjs(now).tz(zone).year() ? 'ddd, MMM D' : 'ddd, MMM D, YYYY');
}

/** When an instant falls, said relative to now in a zone: "today", "tomorrow", "yesterday" or "on Thu, Dec 3". */
export function spokenWhenIn(zone: string, at: Date, now: Date): string {
  const offset = Math.round((Date.parse(dayIn(zone, at)) - Date.parse(dayIn(zone, now))) / 86_400_000);
  if (offset === 0) return 'today';
  if (offset === 1) return 'tomorrow';
  if (offset === -1) return 'yesterday';
  return `on ${spokenDayIn(zone, at, now)}`;
}
