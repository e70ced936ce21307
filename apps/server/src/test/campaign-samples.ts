import type { CampaignCreate } from '@portal/shared/campaigns';
import type { ListingCreate } from '@portal/shared/listing-forms';
import { ALWAYS_SCHEDULE, businessHours } from '@portal/shared/weekly-schedule';
import type { Db } from '../db/database';
import { budgets, campaigns, listings } from '../db/schema/index';

/** A listing request body that passes every check; override what a test is about. */
export const sampleListingBody = (overrides: Partial<ListingCreate> = {}): ListingCreate => ({
  displayName: 'Sample Plumbing Co',
  description: 'Licensed and insured.',
  street: '100 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  phone: '(512) 555-0199',
  website: 'https://sample.example',
  hours: businessHours(),
  serviceZipCodes: ['78701', '78702'],
  categories: ['Plumbing'],
  ...overrides,
});

/** A campaign request body that passes every check; override what a test is about. */
export const sampleCampaignBody = (overrides: Partial<CampaignCreate> = {}): CampaignCreate => ({
  name: 'Sample Campaign',
  category: 'Plumbing',
  leadTypes: ['CALL', 'FORM'],
  callPriceCents: 4500,
  formPriceCents: 2500,
  billableCallSeconds: 60,
  zipCodes: ['78701', '78702'],
  states: [],
  schedule: ALWAYS_SCHEDULE,
  trackingNumber: '',
  destinationPhone: '(512) 555-0100',
  startDate: '2026-01-01',
  endDate: null,
  status: 'ACTIVE',
  budget: { period: 'MONTHLY', capCents: 100_000 },
  listing: sampleListingBody(),
  ...overrides,
});

/** A campaign with its budget and a listing, written straight to the database (for tests about other things). */
export async function createCampaignFixture(
  db: Db,
  accountId: string,
  overrides: Partial<typeof campaigns.$inferInsert> = {},
  budget: { period?: 'DAILY' | 'WEEKLY' | 'MONTHLY'; capCents?: number } = {},
) {
  const [campaign] = await db
    .insert(campaigns)
    .values({
      accountId,
      name: 'Fixture Campaign',
      category: 'Plumbing',
      status: 'ACTIVE',
      leadTypes: ['CALL', 'FORM'],
      callPriceCents: 4500,
      formPriceCents: 2500,
      zipCodes: ['78701'],
      states: [],
      schedule: ALWAYS_SCHEDULE,
      destinationPhone: '+15125550100',
      startDate: '2026-01-01',
      ...overrides,
    })
    .returning();
  const [budgetRow] = await db
    .insert(budgets)
    .values({
      accountId,
      campaignId: campaign!.id,
      period: budget.period ?? 'MONTHLY',
      capCents: budget.capCents ?? 100_000,
    })
    .returning();
  const [listing] = await db
    .insert(listings)
    .values({
      accountId,
      campaignId: campaign!.id,
      displayName: 'Fixture Listing',
      street: '1 Fixture Way',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      phone: '+15125550199',
      hours: businessHours(),
      serviceZipCodes: ['78701'],
      categories: ['Plumbing'],
    })
    .returning();
  return { campaign: campaign!, budget: budgetRow!, listing: listing! };
}
