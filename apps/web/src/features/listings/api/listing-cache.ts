import type { QueryClient } from '@tanstack/react-query';
import type { Listing } from '@portal/shared/listings';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { getCampaign } from '@portal/shared/contracts/campaigns/get-campaign';
import { listCampaignListings } from '@portal/shared/contracts/campaigns/list-campaign-listings';
import { listCampaigns } from '@portal/shared/contracts/campaigns/list-campaigns';
import { listingQuery } from './get-listing';

/**
 * After a write answered with the listing: its screen shows the answer at once; the campaign's listings,
 * the campaigns (which count their listings) and the audit log are fetched again when next seen.
 */
export async function storeListing(queryClient: QueryClient, listing: Listing) {
  const { accountId } = listing;
  queryClient.setQueryData(listingQuery(accountId, listing.id).queryKey, listing);
  await Promise.all(
    [listCampaignListings.path, getCampaign.path, listCampaigns.path, getAccountAudit.path].map((path) =>
      queryClient.invalidateQueries({ queryKey: [path, { accountId }] }),
    ),
  );
}
