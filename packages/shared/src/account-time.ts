import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { BudgetPeriod } from './budgets';
import { DEFAULT_TIME_ZONE, TIME_ZONES } from './time-zones';
import { WEEKDAYS, type Weekday } from './weekly-schedule';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Calendar arithmetic in an account's time zone. Accounts keep the specification's abbreviations (CST,
 * EDT, ...); each maps to an IANA zone so that days, weeks and months follow the zone's daylight saving.
 */
export function ianaZoneOf(abbreviation: string | null | undefined): string {
  return TIME_ZONES.find((zone) => zone.abbreviation === abbreviation)?.ianaZone ?? DEFAULT_TIME_ZONE;
}

/** The calendar day (YYYY-MM-DD) it is in a zone at an instant. */
export const dayIn = (zone: string, at: Date): string => dayjs(at).tz(zone).format('YYYY-MM-DD');

/** The weekday and minute of the day it is in a zone at an instant (for schedules). */
export function weekTimeIn(zone: string, at: Date): { day: Weekday; minute: number } {
  const local = dayjs(at).tz(zone);
  return { day: WEEKDAYS[(local.day() + 6) % 7] as Weekday, minute: local.hour() * 60 + local.minute() };
}

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

/** A calendar day moved by whole days: 2026-11-30 + 1 is 2026-12-01. */
export const addDays = (day: string, days: number): string => dayjs(day).add(days, 'day').format('YYYY-MM-DD');
