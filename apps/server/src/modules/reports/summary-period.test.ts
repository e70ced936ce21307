import { describe, expect, it } from 'vitest';
import { summaryPeriodDue } from './summary-period';

const CHICAGO = 'America/Chicago';

describe('the period a summary email is due for', () => {
  it('is nothing before 7:00 in the account zone, and the day before from 7:00 until the day ends', () => {
    // Tuesday 2026-11-17 06:59 and 07:00 CST (UTC-6).
    expect(summaryPeriodDue('DAILY', CHICAGO, new Date('2026-11-17T12:59:00Z'))).toBeNull();
    expect(summaryPeriodDue('DAILY', CHICAGO, new Date('2026-11-17T13:00:00Z'))).toEqual({
      from: '2026-11-16',
      to: '2026-11-16',
    });
    expect(summaryPeriodDue('DAILY', CHICAGO, new Date('2026-11-18T05:59:00Z'))).toEqual({
      from: '2026-11-16',
      to: '2026-11-16',
    });
  });

  it('is the week before (Monday to Sunday) on Mondays only', () => {
    expect(summaryPeriodDue('WEEKLY', CHICAGO, new Date('2026-11-23T13:00:00Z'))).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(summaryPeriodDue('WEEKLY', CHICAGO, new Date('2026-11-24T13:00:00Z'))).toBeNull();
    // Monday 05:00 UTC is still Sunday in Chicago.
    expect(summaryPeriodDue('WEEKLY', CHICAGO, new Date('2026-11-23T05:00:00Z'))).toBeNull();
  });

  it('is the calendar month before on the 1st only, in the account zone', () => {
    expect(summaryPeriodDue('MONTHLY', CHICAGO, new Date('2026-12-01T13:00:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(summaryPeriodDue('MONTHLY', CHICAGO, new Date('2026-03-01T13:00:00Z'))).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(summaryPeriodDue('MONTHLY', CHICAGO, new Date('2026-12-02T13:00:00Z'))).toBeNull();
    // 7:00 on the 1st in Tokyo is still the 30th in UTC.
    expect(summaryPeriodDue('MONTHLY', 'Asia/Tokyo', new Date('2026-11-30T22:00:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });
});
