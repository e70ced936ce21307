import type { ServiceCategory } from './service-categories';

/** A price range, in cents: what most campaigns of a service pay for one lead. */
export interface PriceRange {
  lowCents: number;
  highCents: number;
}

const range = (lowDollars: number, highDollars: number): PriceRange => ({
  lowCents: lowDollars * 100,
  highCents: highDollars * 100,
});

/**
 * What a lead of each service typically costs, by the provider's price book (issue 29: the new-campaign wizard
 * suggests prices). A call, which reaches the business at once, is worth more than a form the business must answer.
 * Emergencies (water damage, roofing) pay most; cleaning and lawn care least.
 */
export const TYPICAL_PRICES: Record<ServiceCategory, { call: PriceRange; form: PriceRange }> = {
  Plumbing: { call: range(35, 65), form: range(20, 40) },
  HVAC: { call: range(45, 85), form: range(25, 50) },
  Roofing: { call: range(60, 120), form: range(35, 75) },
  Electrical: { call: range(40, 75), form: range(25, 45) },
  'Pest Control': { call: range(25, 45), form: range(15, 30) },
  Cleaning: { call: range(15, 30), form: range(10, 20) },
  Landscaping: { call: range(20, 40), form: range(12, 25) },
  Locksmith: { call: range(25, 50), form: range(15, 30) },
  Movers: { call: range(30, 60), form: range(15, 35) },
  'Garage Door': { call: range(35, 60), form: range(20, 35) },
  'Water Damage': { call: range(75, 150), form: range(45, 90) },
  'Appliance Repair': { call: range(25, 45), form: range(15, 30) },
};

/** The middle of a range, to the nearest $5: the price the wizard offers to fill in. */
export function middleOf({ lowCents, highCents }: PriceRange): number {
  return Math.round((lowCents + highCents) / 2 / 500) * 500;
}
