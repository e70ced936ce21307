import { describe, expect, it } from 'vitest';
import { daysIn, presetOf, presetRange, rangeBounds, readRange, writeRange } from './date-range';

const TODAY = '2026-03-15';

describe('the summary date range', () => {
  it('reaches 300 days back and 900 ahead of the account’s today', () => {
    expect(rangeBounds(TODAY)).toEqual({ from: '2025-05-19', to: '2028-08-31' });
  });

  it('has presets that end today, today included, and a month to date', () => {
    expect(presetRange('Last 7 Days', TODAY)).toEqual({ from: '2026-03-09', to: TODAY });
    expect(daysIn(presetRange('Last 30 Days', TODAY))).toBe(30);
    expect(daysIn(presetRange('Last 90 Days', TODAY))).toBe(90);
    expect(presetRange('Month To Date', TODAY)).toEqual({ from: '2026-03-01', to: TODAY });
    expect(presetOf({ from: '2026-02-14', to: TODAY }, TODAY)).toBe('Last 30 Days');
    expect(presetOf({ from: '2026-02-14', to: '2026-03-14' }, TODAY)).toBeUndefined();
  });

  it('reads a range from the URL and falls back to the last 30 days for one it cannot show', () => {
    const last30 = { from: '2026-02-14', to: TODAY, fromUrl: false };
    expect(readRange(new URLSearchParams('from=2026-01-01&to=2026-01-31'), TODAY)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      fromUrl: true,
    });
    expect(readRange(new URLSearchParams(''), TODAY)).toEqual(last30);
    expect(readRange(new URLSearchParams('from=2026-01-31&to=2026-01-01'), TODAY)).toEqual(last30);
    expect(readRange(new URLSearchParams('from=2026-02-30&to=2026-03-01'), TODAY)).toEqual(last30);
    expect(readRange(new URLSearchParams('from=2025-05-18&to=2026-01-01'), TODAY)).toEqual(last30);
    expect(readRange(new URLSearchParams('from=2028-08-01&to=2028-09-01'), TODAY)).toEqual(last30);
  });

  it('writes the range and keeps the other keys', () => {
    expect(
      writeRange(new URLSearchParams('type=CALL&from=x'), { from: '2026-01-01', to: '2026-01-02' }).toString(),
    ).toBe('type=CALL&from=2026-01-01&to=2026-01-02');
  });
});
