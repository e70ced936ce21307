import { createListing } from '@portal/shared/contracts/campaigns/create-listing';
import { listCampaignListings } from '@portal/shared/contracts/campaigns/list-campaign-listings';
import { getListing } from '@portal/shared/contracts/listings/get-listing';
import { updateListing } from '@portal/shared/contracts/listings/update-listing';
import { tenantScope } from '../../db/tenant-scope';
import { registerEndpoint } from '../../http/endpoint';
import type { App, AppDeps } from '../../http/types';
import * as listingService from './listing-service';

/** Listings: a campaign's list, add one, read and edit (publishing included). */
export function registerListingEndpoints(app: App, { database }: AppDeps): void {
  const db = database.db;

  registerEndpoint(app, listCampaignListings, async ({ account, params }) => ({
    items: await listingService.campaignListings(tenantScope(db, account), params.campaignId),
  }));

  registerEndpoint(app, createListing, async ({ account, params, body, principal }) =>
    listingService.createListing(tenantScope(db, account), params.campaignId, body, principal),
  );

  registerEndpoint(app, getListing, async ({ account, params }) =>
    listingService.loadListing(tenantScope(db, account), params.listingId),
  );

  registerEndpoint(app, updateListing, async ({ account, params, body, principal }) =>
    listingService.updateListing(tenantScope(db, account), params.listingId, body, principal),
  );
}
