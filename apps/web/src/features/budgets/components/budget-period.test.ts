import { describe, expect, it } from 'vitest';
import { percentUsed } from './budget-period';

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
