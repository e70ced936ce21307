import { describe, expect, it } from 'vitest';
import { formatAccountLabel, formatDate, formatDateTime, formatMoney, formatRate, formatTimeZoneName } from './format';

describe('formatDateTime', () => {
  it("shows the account's wall-clock time with its zone, in the specification's date format", () => {
    expect(formatDateTime('2026-11-22T15:14:00Z', 'CST')).toBe('2026-11-22 09:14 CST');
  });

  it("follows the place's daylight saving: a CST account sees CDT in summer", () => {
    expect(formatDateTime('2026-07-01T15:14:00Z', 'CST')).toBe('2026-07-01 10:14 CDT');
  });

  it('moves the date when the zone is on the other side of midnight', () => {
    expect(formatDateTime('2026-11-22T03:30:00Z', 'PST')).toBe('2026-11-21 19:30 PST');
    expect(formatDateTime('2026-11-22T20:00:00Z', 'CHST')).toBe('2026-11-23 06:00 CHST');
  });

  it('falls back to the default zone (America/New_York) for an abbreviation not on the list', () => {
    expect(formatDateTime('2026-11-22T15:14:00Z', 'XYZ')).toBe('2026-11-22 10:14 EST');
    expect(formatDateTime('2026-11-22T15:14:00Z', null)).toBe('2026-11-22 10:14 EST');
  });
});

describe('formatTimeZoneName', () => {
  it('names a listed abbreviation and keeps an unknown one as it is', () => {
    expect(formatTimeZoneName('CST')).toBe('Central Standard Time');
    expect(formatTimeZoneName('HAST')).toBe('Hawaii-Aleutian Standard Time');
    expect(formatTimeZoneName('XYZ')).toBe('XYZ');
    expect(formatTimeZoneName(null)).toBe('');
  });
});

describe('formatAccountLabel', () => {
  it('shows the short number and the city and state', () => {
    expect(formatAccountLabel({ AccountNumber: '100001', City: 'Austin', State: 'TX' })).toBe('#100001 · Austin, TX');
  });

  it('shows what it knows of the place', () => {
    expect(formatAccountLabel({ AccountNumber: '100002', City: 'Round Rock', State: null })).toBe(
      '#100002 · Round Rock',
    );
    expect(formatAccountLabel({ AccountNumber: '100003', City: null, State: 'TX' })).toBe('#100003 · TX');
    expect(formatAccountLabel({ AccountNumber: '100004', City: null, State: null })).toBe('#100004');
  });
});

describe('formatMoney and formatDate', () => {
  it('shows cents as US dollars', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(-2500)).toBe('-$25.00');
  });

  it("shows the account's calendar day", () => {
    expect(formatDate('2026-11-22T03:30:00Z', 'CST')).toBe('2026-11-21');
    expect(formatDate('2026-11-22T03:30:00Z', 'CHST')).toBe('2026-11-22');
  });
});

describe('formatRate', () => {
  it('writes a share as a percentage with at most one decimal', () => {
    expect(formatRate(0.852)).toBe('85.2%');
    expect(formatRate(1)).toBe('100%');
    expect(formatRate(0)).toBe('0%');
  });
});
