import { describe, expect, it } from 'vitest';
import { formatAccountLabel, formatMoney, formatRate, formatTimeZoneName } from './format';

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

describe('formatMoney', () => {
  it('shows cents as US dollars', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(-2500)).toBe('-$25.00');
  });
});

describe('formatRate', () => {
  it('writes a share as a percentage with at most one decimal', () => {
    expect(formatRate(0.852)).toBe('85.2%');
    expect(formatRate(1)).toBe('100%');
    expect(formatRate(0)).toBe('0%');
  });
});
