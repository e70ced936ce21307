import { describe, expect, it } from 'vitest';
import type { ListingUpdate } from '@portal/shared/listing-forms';
import { createListing } from '@portal/shared/contracts/campaigns/create-listing';
import { listCampaignListings } from '@portal/shared/contracts/campaigns/list-campaign-listings';
import { getListing } from '@portal/shared/contracts/listings/get-listing';
import { updateListing } from '@portal/shared/contracts/listings/update-listing';
import { sampleListingBody } from '../../test/campaign-samples';
import { testApiClient } from '../../test/api-client';
import { DEMO_CAMPAIGN_IDS, DEMO_IDS } from '../../test/demo';
import { useTestApp } from '../../test/test-app';

const testApp = useTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const api = testApiClient(testApp);
const accountId = DEMO_IDS.parentAccount;
const campaignId = DEMO_CAMPAIGN_IDS.hvacTuneUps;

const add = (overrides: Parameters<typeof sampleListingBody>[0] = {}) =>
  api.as('manager').call(createListing, { params: { accountId, campaignId }, body: sampleListingBody(overrides) });

const patch = (user: 'manager' | 'staff', listingId: string, body: ListingUpdate) =>
  api.as(user).call(updateListing, { params: { accountId, listingId }, body });

describe('listings', () => {
  it('lists a campaign’s listings, oldest first, and answers 404 for another account’s campaign', async () => {
    const listed = await api.as('viewer').call(listCampaignListings, {
      params: { accountId, campaignId: DEMO_CAMPAIGN_IDS.austinPlumbing },
    });
    expect(listed.body.items.map((listing) => listing.displayName)).toEqual([
      'Brightside Plumbing — Downtown',
      'Brightside Plumbing — South Austin',
    ]);
    const foreign = await api.as('owner').call(listCampaignListings, {
      params: { accountId, campaignId: DEMO_CAMPAIGN_IDS.drainCleaning },
    });
    expect(foreign.status).toBe(404);
  });

  it('adds a listing as a draft with its phone stored as +1, readable by id', async () => {
    const created = await add({ displayName: 'Heating North', phone: '512.555.0123' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      displayName: 'Heating North',
      phone: '+15125550123',
      status: 'DRAFT',
      campaignId,
      campaignName: 'Central Texas HVAC Tune-ups',
      version: 1,
    });
    const read = await api.as('viewer').call(getListing, { params: { accountId, listingId: created.body.id } });
    expect(read.body).toEqual(created.body);
  });

  it('refuses bad input with field details and writes nothing', async () => {
    const before = (await api.as('viewer').call(listCampaignListings, { params: { accountId, campaignId } })).body
      .items;
    const cases = [
      { website: 'javascript:alert(1)' },
      { website: 'ftp://files.example' },
      { serviceZipCodes: ['78701', '78701'] },
      { categories: [] },
      { state: 'ZZ' },
      { zipCode: '787011' },
      { displayName: 'Two\nlines' },
      { website: 'https://example.com/a\u202eb' },
      { website: 'https://ex\u200bample.com' },
      { website: 'https://user:pass@example.com' },
      { website: 'https://example.com/\u0000' },
    ];
    for (const overrides of cases) {
      const response = await add(overrides);
      expect(response.status, JSON.stringify(overrides)).toBe(400);
    }
    const after = (await api.as('viewer').call(listCampaignListings, { params: { accountId, campaignId } })).body.items;
    expect(after).toHaveLength(before.length);
  });

  it('publishes and edits with the version read, and answers 409 to a stale one', async () => {
    const listing = (await add({ displayName: 'Versioned' })).body;
    const published = await patch('manager', listing.id, { version: 1, status: 'PUBLISHED', city: 'Pflugerville' });
    expect(published.body).toMatchObject({ status: 'PUBLISHED', city: 'Pflugerville', version: 2 });
    const stale = await patch('manager', listing.id, { version: 1, city: 'Elgin' });
    expect(stale.status).toBe(409);
    expect(stale.error.message).toMatch(/Someone else changed this listing/);
  });

  it('refuses changes to the listings of an ended campaign', async () => {
    const params = { accountId: DEMO_IDS.childAccount, campaignId: DEMO_CAMPAIGN_IDS.waterHeaters };
    const added = await api.as('owner').call(createListing, { params, body: sampleListingBody() });
    expect(added.status).toBe(422);
    expect(added.error.message).toBe('An ended campaign cannot be changed.');
    const [listing] = (await api.as('owner').call(listCampaignListings, { params })).body.items;
    const published = await api.as('owner').call(updateListing, {
      params: { accountId: DEMO_IDS.childAccount, listingId: listing!.id },
      body: { version: listing!.version, status: 'PUBLISHED' },
    });
    expect(published.status).toBe(422);
  });

  it('lets only provider staff suspend a listing or lift a suspension', async () => {
    const listing = (await add({ displayName: 'Suspendable', status: 'PUBLISHED' })).body;
    const byCustomer = await patch('manager', listing.id, { version: 1, status: 'SUSPENDED' });
    expect(byCustomer.status).toBe(422);
    expect(byCustomer.error.message).toBe('Only the provider’s staff can suspend a listing or lift a suspension.');
    const byStaff = await patch('staff', listing.id, { version: 1, status: 'SUSPENDED' });
    expect(byStaff.body.status).toBe('SUSPENDED');
    expect((await patch('manager', listing.id, { version: 2, status: 'PUBLISHED' })).status).toBe(422);
    const edited = await patch('manager', listing.id, { version: 2, description: 'Still editable' });
    expect(edited.body).toMatchObject({ status: 'SUSPENDED', description: 'Still editable' });
    expect((await patch('staff', listing.id, { version: 3, status: 'PUBLISHED' })).body.status).toBe('PUBLISHED');
  });
});
