import { DEFAULT_TIME_ZONE, TIME_ZONES } from './time-zones';
import type { Weekday } from './weekly-schedule';

/**
 * Days and wall clocks in an account's time zone, with the browser's own Intl and no date library: every screen
 * that shows a time loads this (arithmetic on periods, which needs dayjs, is zone-calendar.ts, the server's).
 * Accounts keep the specification's abbreviations (CST,
 * EDT, ...); each maps to an IANA zone so that days, weeks and months follow the zone's daylight saving.
 */
export function ianaZoneOf(abbreviation: string | null | undefined): string {
  return TIME_ZONES.find((zone) => zone.abbreviation === abbreviation)?.ianaZone ?? DEFAULT_TIME_ZONE;
}

// Ingestion asks for the day and time of every event (hundreds per batch): one cached formatter per zone
// answers in microseconds, where a dayjs zone conversion builds a formatter each time (a hundred times
// slower).
const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAY_OF: Record<string, Weekday> = {
  Mon: 'MON',
  Tue: 'TUE',
  Wed: 'WED',
  Thu: 'THU',
  Fri: 'FRI',
  Sat: 'SAT',
  Sun: 'SUN',
};

// An event asks for its day and its weekday and minute several times (rules, budget period, roll-up):
// the parts of the same zone and minute are remembered (every zone's offset is whole minutes).
const recentParts = new Map<string, ReturnType<typeof formatParts>>();
const RECENT_LIMIT = 10_000;

function localParts(zone: string, at: Date) {
  const key = `${zone}|${Math.floor(at.getTime() / 60_000)}`;
  let parts = recentParts.get(key);
  if (!parts) {
    if (recentParts.size >= RECENT_LIMIT) recentParts.clear();
    parts = formatParts(zone, at);
    recentParts.set(key, parts);
  }
  return parts;
}

function formatParts(zone: string, at: Date) {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(at)) parts[part.type] = part.value;
  return parts as Record<'weekday' | 'year' | 'month' | 'day' | 'hour' | 'minute', string>;
}

/** The calendar day (YYYY-MM-DD) it is in a zone at an instant. */
export function dayIn(zone: string, at: Date): string {
  const local = localParts(zone, at);
  return `${local.year}-${local.month}-${local.day}`;
}

/** The weekday and minute of the day it is in a zone at an instant (for schedules). */
export function weekTimeIn(zone: string, at: Date): { day: Weekday; minute: number } {
  const local = localParts(zone, at);
  return { day: WEEKDAY_OF[local.weekday]!, minute: Number(local.hour) * 60 + Number(local.minute) };
}

/** YYYY-MM-DD from the year 1000 on: a three-digit year is no day anyone means (dayjs read 0050 as 1950). */
const CALENDAR_DAY = /^([1-9]\d{3})-(\d{2})-(\d{2})$/;

/**
 * A calendar day moved by whole days: 2026-11-30 + 1 is 2026-12-01. A day past its month's end rolls over
 * (2026-02-30 + 0 is 2026-03-02); anything but YYYY-MM-DD is "Invalid Date". Plain UTC arithmetic (a
 * calendar day has no zone, so no daylight saving): dayjs's parse and format took a tenth of the Summary's
 * first render on a phone (docs/decisions/0032).
 */
export function addDays(day: string, days: number): string {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return 'Invalid Date';
  const moved = new Date(0);
  moved.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return moved.toISOString().slice(0, 10);
}

/** A real day on the calendar as YYYY-MM-DD: 2026-02-30 has the shape only. */
export const isCalendarDay = (value: string | null | undefined): value is string =>
  typeof value === 'string' && addDays(value, 0) === value;

/** "-06:00" (the list's offsets) as minutes east of UTC: -360. */
const offsetMinutes = (offset: string) => {
  const [hours = 0, minutes = 0] = offset.slice(1).split(':').map(Number);
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
};

/** The specification's time zone named by its abbreviation ("CST"), or undefined for one not on the list. */
export const findTimeZone = (abbreviation: string | null | undefined) =>
  TIME_ZONES.find((zone) => zone.abbreviation === abbreviation);

/**
 * What a file's header says its times are in: the zone's name ("Central Standard Time"), or the IANA zone the
 * account's days run in when it keeps none.
 */
export const timeZoneHeading = (abbreviation: string | null | undefined): string =>
  formatTimeZoneName(abbreviation) || ianaZoneOf(abbreviation);

/** A time zone abbreviation as people read it: "CST" is "Central Standard Time"; an unknown one as stored. */
export function formatTimeZoneName(abbreviation: string | null | undefined): string {
  return findTimeZone(abbreviation)?.name ?? abbreviation ?? '';
}

/**
 * An instant as the wall clock of an account's time zone: the zone's day and time, and the abbreviation it goes by
 * then ("UTC" for UTC). Accounts keep an abbreviation (Time_Zone__c); it stands for a place, so the time follows that place's
 * daylight saving (a CST account sees "CDT" in July) rather than a fixed offset all year. The abbreviation is the
 * list's own, not the browser's, which spells some of them differently (ChST, GMT-4).
 */
export function wallClockIn(at: string | Date, timeZoneAbbreviation: string | null | undefined): WallClock {
  const instant = new Date(at);
  // What belongs to no account (a person's sign-in) is told in UTC.
  const configured = timeZoneAbbreviation === 'UTC' ? undefined : findTimeZone(timeZoneAbbreviation);
  const ianaZone = timeZoneAbbreviation === 'UTC' ? 'UTC' : (configured?.ianaZone ?? DEFAULT_TIME_ZONE);
  const local = localParts(ianaZone, instant);
  const [hour, minute] = [Number(local.hour), Number(local.minute)];
  const day = `${local.year}-${local.month}-${local.day}`;
  // Whole minutes east of UTC: the wall clock's minute against the instant's (every zone's offset is whole minutes).
  const offset = Math.round(
    (Date.UTC(Number(local.year), Number(local.month) - 1, Number(local.day), hour, minute) -
      Math.floor(instant.getTime() / 60_000) * 60_000) /
      60_000,
  );
  const sameOffset = TIME_ZONES.find((zone) => zone.ianaZone === ianaZone && offsetMinutes(zone.offset) === offset);
  const abbreviation =
    ianaZone === 'UTC' ? 'UTC' : (sameOffset?.abbreviation ?? configured?.abbreviation ?? offsetLabel(offset));
  return { day, hour, minute, ianaZone, abbreviation };
}

export interface WallClock {
  /** The zone's calendar day, YYYY-MM-DD. */
  day: string;
  /** 0-23 and 0-59. */
  hour: number;
  minute: number;
  ianaZone: string;
  abbreviation: string;
}

/** Minutes east of UTC as "-06:00". */
const offsetLabel = (minutes: number) => {
  const whole = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as files keep it, sorting as text sorts: "2026-11-22 09:14 CST", in the account's zone (the CSV
 * exports, whose header names the zone). People read formatDateTime (human-time.ts).
 */
export function formatSortableDateTime(at: string | Date, timeZoneAbbreviation: string | null | undefined): string {
  const { day, hour, minute, abbreviation } = wallClockIn(at, timeZoneAbbreviation);
  return `${day} ${twoDigits(hour)}:${twoDigits(minute)} ${abbreviation}`;
}
