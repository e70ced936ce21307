import { describe, expect, it } from 'vitest';
import { readLedgerFilters } from './ledger-filter-state';

describe('transactions filters in the URL', () => {
  it('reads the type and the days a link holds', () => {
    expect(readLedgerFilters(new URLSearchParams('type=PAYMENT&from=2026-07-01&to=2026-07-31'))).toEqual({
      kind: 'PAYMENT',
      from: '2026-07-01',
      to: '2026-07-31',
    });
    expect(readLedgerFilters(new URLSearchParams(''))).toEqual({ kind: undefined, from: undefined, to: undefined });
  });

  it('drops what the API would refuse, and days that are not on the calendar', () => {
    expect(readLedgerFilters(new URLSearchParams('type=FEE&from=July&to=2026-02-30'))).toEqual({
      kind: undefined,
      from: undefined,
      to: undefined,
    });
  });
});
