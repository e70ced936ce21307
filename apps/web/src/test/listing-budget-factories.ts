import type { Budget } from '@portal/shared/budgets';
import type { Listing } from '@portal/shared/listings';
import { businessHours } from '@portal/shared/weekly-schedule';

export const ACCOUNT_ID = '00000000-0000-4000-8000-000000001001';
export const CAMPAIGN_ID = '11111111-1111-4111-8111-111111111111';

/** A monthly budget of Brightside's "Austin Emergency Plumbing", in July 2026 (Chicago time). */
export const budgetFactory = (overrides: Partial<Budget> = {}): Budget => ({
  id: '22222222-2222-4222-8222-222222222222',
  accountId: ACCOUNT_ID,
  campaignId: CAMPAIGN_ID,
  campaignName: 'Austin Emergency Plumbing',
  campaignStatus: 'ACTIVE',
  period: 'MONTHLY',
  capCents: 500_000,
  spentCents: 123_456,
  remainingCents: 376_544,
  capReached: false,
  periodStart: '2026-07-01T05:00:00.000Z',
  periodEnd: '2026-08-01T05:00:00.000Z',
  version: 3,
  updatedAt: '2026-07-02T15:00:00.000Z',
  history: [
    {
      period: 'MONTHLY',
      periodStart: '2026-06-01T05:00:00.000Z',
      periodEnd: '2026-07-01T05:00:00.000Z',
      capCents: 500_000,
      spentCents: 500_000,
    },
    {
      period: 'MONTHLY',
      periodStart: '2026-05-01T05:00:00.000Z',
      periodEnd: '2026-06-01T05:00:00.000Z',
      capCents: 400_000,
      spentCents: 312_000,
    },
  ],
  ...overrides,
});

export const listingFactory = (overrides: Partial<Listing> = {}): Listing => ({
  id: '33333333-3333-4333-8333-333333333333',
  accountId: ACCOUNT_ID,
  campaignId: CAMPAIGN_ID,
  campaignName: 'Austin Emergency Plumbing',
  displayName: 'Brightside Plumbing – Austin',
  description: 'Licensed plumbers for leaks, clogs and water heaters, day and night.',
  street: '1200 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  phone: '+15125550142',
  website: 'https://brightside.example',
  hours: businessHours(),
  serviceZipCodes: ['78701', '78702', '78703'],
  categories: ['Plumbing', 'Water Damage'],
  status: 'PUBLISHED',
  version: 5,
  createdAt: '2026-05-01T15:00:00.000Z',
  updatedAt: '2026-07-01T15:00:00.000Z',
  ...overrides,
});
