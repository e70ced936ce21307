import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DATE_FORMAT } from '@portal/shared/limits';
import { dollars } from '@portal/shared/usd';
import { DEFAULT_TIME_ZONE, TIME_ZONES } from '@portal/shared/time-zones';

dayjs.extend(utc);
dayjs.extend(timezone);

/** "-06:00" as minutes east of UTC (-360), the way dayjs reports an offset. */
const offsetMinutes = (offset: string) => {
  const [hours = 0, minutes = 0] = offset.slice(1).split(':').map(Number);
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
};

/** The specification's time zone named by its abbreviation ("CST"), or undefined for one not on the list. */
export const findTimeZone = (abbreviation: string | null | undefined) =>
  TIME_ZONES.find((zone) => zone.abbreviation === abbreviation);

/** A time zone abbreviation as people read it: "CST" is "Central Standard Time"; an unknown one as stored. */
export function formatTimeZoneName(abbreviation: string | null | undefined): string {
  return findTimeZone(abbreviation)?.name ?? abbreviation ?? '';
}

/**
 * An instant as the wall-clock time of an account's time zone, with the zone: "2026-11-22 09:14 CST".
 * Accounts keep an abbreviation (Time_Zone__c); it stands for a place, so the time follows that place's
 * daylight saving (a CST account sees "CDT" in July) rather than a fixed offset all year. The shown
 * abbreviation is the list's own, not the browser's, which spells some of them differently (ChST, GMT-4).
 */
export function formatDateTime(at: string | Date, timeZoneAbbreviation: string | null | undefined): string {
  const configured = findTimeZone(timeZoneAbbreviation);
  const ianaZone = configured?.ianaZone ?? DEFAULT_TIME_ZONE;
  const local = dayjs(at).tz(ianaZone);
  const sameOffset = TIME_ZONES.find(
    (zone) => zone.ianaZone === ianaZone && offsetMinutes(zone.offset) === local.utcOffset(),
  );
  const shown = sameOffset?.abbreviation ?? configured?.abbreviation ?? local.format('Z');
  return `${local.format(`${DATE_FORMAT} HH:mm`)} ${shown}`;
}

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

// Built on first use: this module is in many screens' first load, and few of them show a rate.
let percent: Intl.NumberFormat | undefined;

/** A share as a percentage to one decimal at most: 0.852 is "85.2%", 1 is "100%". */
export const formatRate = (share: number): string =>
  (percent ??= new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })).format(share);

/** An instant as the calendar day of an account's time zone, in the specification's yyyy-LL-dd. */
export function formatDate(at: string | Date, timeZoneAbbreviation: string | null | undefined): string {
  return dayjs(at)
    .tz(findTimeZone(timeZoneAbbreviation)?.ianaZone ?? DEFAULT_TIME_ZONE)
    .format(DATE_FORMAT);
}
