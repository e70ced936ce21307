import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayIn,
  formatSortableDateTime,
  ianaZoneOf,
  isCalendarDay,
  wallClockIn,
  weekTimeIn,
} from './account-time';
import { periodBounds, spokenWhenIn } from './zone-calendar';
import { TIME_ZONES } from './time-zones';

dayjs.extend(utc);
dayjs.extend(timezone);

const chicago = ianaZoneOf('CST');

describe('account time', () => {
  it('maps the specification’s abbreviations to IANA zones, and unknown ones to the default zone', () => {
    expect(ianaZoneOf('CDT')).toBe('America/Chicago');
    expect(ianaZoneOf('XYZ')).toBe('America/New_York');
  });

  it('tells the calendar day and the weekday in the zone, not in UTC', () => {
    const lateEvening = new Date('2026-11-24T04:30:00Z'); // Monday 22:30 in Chicago
    expect(dayIn(chicago, lateEvening)).toBe('2026-11-23');
    expect(weekTimeIn(chicago, lateEvening)).toEqual({ day: 'MON', minute: 22 * 60 + 30 });
  });

  it('runs a daily period from local midnight to local midnight, 23 hours on the spring-forward day', () => {
    expect(periodBounds('DAILY', chicago, new Date('2026-11-22T12:00:00Z'))).toEqual({
      start: new Date('2026-11-22T06:00:00Z'),
      end: new Date('2026-11-23T06:00:00Z'),
    });
    const springForward = periodBounds('DAILY', chicago, new Date('2026-03-08T12:00:00Z'));
    expect(springForward.end.getTime() - springForward.start.getTime()).toBe(23 * 3600_000);
  });

  it('runs a week from Monday and a month from the first, in the zone', () => {
    const sundayNight = new Date('2026-11-23T05:00:00Z'); // Sunday 23:00 in Chicago
    expect(periodBounds('WEEKLY', chicago, sundayNight)).toEqual({
      start: new Date('2026-11-16T06:00:00Z'),
      end: new Date('2026-11-23T06:00:00Z'),
    });
    expect(periodBounds('MONTHLY', chicago, new Date('2026-11-01T03:00:00Z'))).toEqual({
      start: new Date('2026-10-01T05:00:00Z'),
      end: new Date('2026-11-01T05:00:00Z'),
    });
  });
});

describe('the fast local day and time', () => {
  it('agree with dayjs for any instant in every zone of the list', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...TIME_ZONES.map((zone) => zone.ianaZone)),
        (at, zone) => {
          const local = dayjs(at).tz(zone);
          expect(dayIn(zone, at)).toBe(local.format('YYYY-MM-DD'));
          expect(weekTimeIn(zone, at)).toEqual({
            day: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'][local.day()],
            minute: local.hour() * 60 + local.minute(),
          });
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('moving a calendar day', () => {
  it('crosses months, years and leap days, and rolls a day past its month’s end over', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09'); // a daylight-saving change is no shorter a day
    expect(addDays('2026-02-30', 0)).toBe('2026-03-02');
    expect(addDays('0099-01-01', 0)).toBe('Invalid Date');
    expect(addDays('not a day', 1)).toBe('Invalid Date');
  });

  it('tells a real calendar day from one that only has the shape', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('0050-06-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay(null)).toBe(false);
  });

  it('agrees with dayjs for any day and any move within 1,000 years', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -365_000, max: 365_000 }),
        (at, days) => {
          const day = at.toISOString().slice(0, 10);
          expect(addDays(day, days)).toBe(dayjs(day).add(days, 'day').format('YYYY-MM-DD'));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('spokenWhenIn', () => {
  // Wednesday 18 November 2026, 23:30 in Chicago (05:30 UTC on the 19th).
  const now = new Date('2026-11-19T05:30:00Z');
  const zone = 'America/Chicago';
  it('says today, tomorrow and yesterday by the zone’s days, not UTC’s', () => {
    expect(spokenWhenIn(zone, new Date('2026-11-18T07:00:00Z'), now)).toBe('today');
    expect(spokenWhenIn(zone, new Date('2026-11-19T06:10:00Z'), now)).toBe('tomorrow');
    expect(spokenWhenIn(zone, new Date('2026-11-18T05:00:00Z'), now)).toBe('yesterday');
  });
  it('names other days, with the year only when it is not this one', () => {
    expect(spokenWhenIn(zone, new Date('2026-11-21T18:00:00Z'), now)).toBe('on Sat, Nov 21');
    expect(spokenWhenIn(zone, new Date('2027-01-04T18:00:00Z'), now)).toBe('on Mon, Jan 4, 2027');
  });
});

describe('formatSortableDateTime', () => {
  it("writes the account's wall-clock time as files sort it, with the zone of that day", () => {
    expect(formatSortableDateTime('2026-11-22T15:14:00Z', 'CST')).toBe('2026-11-22 09:14 CST');
    expect(formatSortableDateTime('2026-07-01T15:14:00Z', 'CST')).toBe('2026-07-01 10:14 CDT');
    expect(formatSortableDateTime('2026-11-22T03:30:00Z', 'PST')).toBe('2026-11-21 19:30 PST');
    expect(formatSortableDateTime('2026-11-22T15:14:00Z', null)).toBe('2026-11-22 10:14 EST');
  });
});

describe('wallClockIn', () => {
  it('reads the same day, time and offset as dayjs for any instant in any listed zone (DST changes included)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...TIME_ZONES.map((zone) => zone.abbreviation), 'UTC'),
        (at, abbreviation) => {
          const clock = wallClockIn(at, abbreviation);
          const local = dayjs(at).tz(abbreviation === 'UTC' ? 'UTC' : ianaZoneOf(abbreviation));
          expect(clock.day).toBe(local.format('YYYY-MM-DD'));
          expect([clock.hour, clock.minute]).toEqual([local.hour(), local.minute()]);
          if (abbreviation === 'UTC') expect(clock.abbreviation).toBe('UTC');
          else
            expect(TIME_ZONES.find((zone) => zone.abbreviation === clock.abbreviation)?.ianaZone).toBe(
              ianaZoneOf(abbreviation),
            );
        },
      ),
    );
  });
});
