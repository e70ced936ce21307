import { describe, expect, it } from 'vitest';
import { formatPeriodDays, percentUsed } from './budget-period';

describe('formatPeriodDays', () => {
  it('shows a month from its first to its last day in the account’s time zone, not the next month’s first', () => {
    // July 2026 in Chicago: 05:00 UTC on the 1st to 05:00 UTC on August 1st.
    expect(formatPeriodDays('2026-07-01T05:00:00.000Z', '2026-08-01T05:00:00.000Z', 'CST')).toBe(
      '2026-07-01 to 2026-07-31',
    );
  });

  it('shows a daily period as its one day', () => {
    expect(formatPeriodDays('2026-07-14T05:00:00.000Z', '2026-07-15T05:00:00.000Z', 'CST')).toBe('2026-07-14');
  });
});

describe('percentUsed', () => {
  it('rounds down to whole percent, so only a reached cap shows 100%, and goes past 100 under a lowered cap', () => {
    expect(percentUsed(1234, 5000)).toBe(24);
    expect(percentUsed(298_500, 300_000)).toBe(99);
    expect(percentUsed(7500, 5000)).toBe(150);
  });

  it('treats a zero cap as used up', () => {
    expect(percentUsed(0, 0)).toBe(100);
  });
});
