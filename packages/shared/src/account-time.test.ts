import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayIn, ianaZoneOf, periodBounds, weekTimeIn } from './account-time';
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
