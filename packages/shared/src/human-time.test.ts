import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatDocumentDateTime,
  formatPeriod,
} from './human-time';

/** The tests write plain spaces; the formatter's are no-break ones, so that no date wraps. */
const spaced = (text: string) => text.replaceAll('\u00a0', ' ');
// Sunday 29 November 2026, 10:00 in Chicago.
const NOW = new Date('2026-11-29T16:00:00Z');

describe('formatDateTime', () => {
  it("shows the account's wall-clock time with its zone, the month's name and a 12-hour clock", () => {
    expect(spaced(formatDateTime('2026-11-22T15:14:00Z', 'CST', { now: NOW }))).toBe('Nov 22, 9:14 AM CST');
  });

  it('says Today, Yesterday and Tomorrow by the days of the account’s calendar, not of UTC', () => {
    expect(spaced(formatDateTime('2026-11-29T23:23:00Z', 'CST', { now: NOW }))).toBe('Today, 5:23 PM CST');
    // 02:00 UTC on the 29th is still the 28th in Chicago.
    expect(spaced(formatDateTime('2026-11-29T02:00:00Z', 'CST', { now: NOW }))).toBe('Yesterday, 8:00 PM CST');
    expect(spaced(formatDateTime('2026-11-30T06:00:00Z', 'CST', { now: NOW }))).toBe('Tomorrow, 12:00 AM CST');
    expect(spaced(formatDateTime('2026-11-27T18:00:00Z', 'CST', { now: NOW }))).toBe('Nov 27, 12:00 PM CST');
  });

  it('adds the year when it is not the current one', () => {
    expect(spaced(formatDateTime('2025-12-31T05:05:00Z', 'CST', { now: NOW }))).toBe('Dec 30, 2025, 11:05 PM CST');
  });

  it("follows the place's daylight saving: a CST account sees CDT in summer", () => {
    expect(spaced(formatDateTime('2026-07-01T15:14:00Z', 'CST', { now: NOW }))).toBe('Jul 1, 10:14 AM CDT');
  });

  it('moves the day when the zone is on the other side of midnight', () => {
    expect(spaced(formatDateTime('2026-11-22T03:30:00Z', 'PST', { now: NOW }))).toBe('Nov 21, 7:30 PM PST');
    expect(spaced(formatDateTime('2026-11-22T20:00:00Z', 'CHST', { now: NOW }))).toBe('Nov 23, 6:00 AM CHST');
  });

  it('falls back to the default zone (America/New_York) for an abbreviation not on the list', () => {
    expect(spaced(formatDateTime('2026-11-22T15:14:00Z', 'XYZ', { now: NOW }))).toBe('Nov 22, 10:14 AM EST');
    expect(spaced(formatDateTime('2026-11-22T15:14:00Z', null, { now: NOW }))).toBe('Nov 22, 10:14 AM EST');
  });

  it('reads inside a sentence: "until today at …", "ended Nov 22 at …"', () => {
    const inSentence = { now: NOW, inSentence: true };
    expect(spaced(formatDateTime('2026-11-29T23:23:00Z', 'CST', inSentence))).toBe('today at 5:23 PM CST');
    expect(spaced(formatDateTime('2026-11-30T06:00:00Z', 'CST', inSentence))).toBe('tomorrow at 12:00 AM CST');
    expect(spaced(formatDateTime('2026-11-22T15:14:00Z', 'CST', inSentence))).toBe('Nov 22 at 9:14 AM CST');
    expect(spaced(formatDateTime('2025-12-31T05:05:00Z', 'CST', inSentence))).toBe('Dec 30, 2025 at 11:05 PM CST');
  });

  it('never breaks a line inside a date', () => {
    expect(formatDateTime('2026-11-22T15:14:00Z', 'CST', { now: NOW })).not.toMatch(/ /);
  });
});

describe('formatDocumentDateTime', () => {
  it('always has the day and the year, never "Today": a receipt is read again later', () => {
    expect(spaced(formatDocumentDateTime('2026-11-29T18:00:00Z', 'CST'))).toBe('Nov 29, 2026, 12:00 PM CST');
    expect(spaced(formatDocumentDateTime('2026-11-29T05:07:00Z', 'UTC'))).toBe('Nov 29, 2026, 5:07 AM UTC');
  });
});

describe('days', () => {
  it('writes a calendar day with the month’s name and the year', () => {
    expect(spaced(formatDay('2026-11-25'))).toBe('Nov 25, 2026');
    expect(spaced(formatDay('2026-01-05'))).toBe('Jan 5, 2026');
    expect(formatDay('not a day')).toBe('not a day');
  });

  it("shows an instant's calendar day in the account's zone", () => {
    expect(spaced(formatDate('2026-11-22T03:30:00Z', 'CST'))).toBe('Nov 21, 2026');
    expect(spaced(formatDate('2026-11-22T03:30:00Z', 'CHST'))).toBe('Nov 22, 2026');
  });

  it('writes a range with the year once when both days share it', () => {
    expect(spaced(formatDayRange('2026-10-28', '2026-11-26'))).toBe('Oct 28 – Nov 26, 2026');
    expect(spaced(formatDayRange('2025-12-28', '2026-01-03'))).toBe('Dec 28, 2025 – Jan 3, 2026');
    expect(spaced(formatDayRange('2026-11-26', '2026-11-26'))).toBe('Nov 26, 2026');
  });

  it('shows a month from its first to its last day in the account’s time zone, not the next month’s first', () => {
    // July 2026 in Chicago: 05:00 UTC on the 1st to 05:00 UTC on August 1st.
    expect(spaced(formatPeriod('2026-07-01T05:00:00.000Z', '2026-08-01T05:00:00.000Z', 'CST'))).toBe(
      'Jul 1 – Jul 31, 2026',
    );
    expect(spaced(formatPeriod('2026-07-14T05:00:00.000Z', '2026-07-15T05:00:00.000Z', 'CST'))).toBe('Jul 14, 2026');
  });
});
