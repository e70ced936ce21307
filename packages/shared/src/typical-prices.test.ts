import { describe, expect, it } from 'vitest';
import { CAMPAIGN_LIMITS } from './campaigns';
import { SERVICE_CATEGORIES } from './service-categories';
import { middleOf, TYPICAL_PRICES } from './typical-prices';

describe('TYPICAL_PRICES', () => {
  it('has a call and a form range for every service, within what a campaign may charge', () => {
    for (const category of SERVICE_CATEGORIES) {
      for (const { lowCents, highCents } of Object.values(TYPICAL_PRICES[category])) {
        expect(lowCents, category).toBeGreaterThanOrEqual(CAMPAIGN_LIMITS.minPriceCents);
        expect(highCents, category).toBeLessThanOrEqual(CAMPAIGN_LIMITS.maxPriceCents);
        expect(lowCents, category).toBeLessThan(highCents);
      }
    }
  });

  it('offers the middle of a range to the nearest $5', () => {
    expect(middleOf({ lowCents: 3500, highCents: 6500 })).toBe(5000);
    expect(middleOf({ lowCents: 1200, highCents: 2500 })).toBe(2000);
    expect(middleOf({ lowCents: 7500, highCents: 15000 })).toBe(11500);
  });
});
