/** The services a campaign buys leads for and a listing shows: one fixed list, the same on every screen. */
export const SERVICE_CATEGORIES = [
  'Plumbing',
  'HVAC',
  'Roofing',
  'Electrical',
  'Pest Control',
  'Cleaning',
  'Landscaping',
  'Locksmith',
  'Movers',
  'Garage Door',
  'Water Damage',
  'Appliance Repair',
] as const;

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
