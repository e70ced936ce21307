import { Alert } from '@mantine/core';
import { useParams } from 'react-router';
import type { Listing } from '@portal/shared/listings';
import { useCampaign } from '../../features/campaigns/api/get-campaign';
import { ListingDetail, ListingScreen } from '../../features/listings/components/listing-screen';
import { useAccountContext } from '../../lib/account-context';
import { formatTimeZoneName } from '../../lib/format';

/**
 * /campaigns/{campaignId}/listings/{listingId} and /listings/{listingId}: one listing (listings), offered
 * for change only while its campaign (campaigns) has not ended.
 */
export function Component() {
  const { campaignId, listingId = '' } = useParams();
  const { accountId, account } = useAccountContext();
  if (!accountId) return <Alert title="No account selected">Choose an account first.</Alert>;
  const timeZoneName = formatTimeZoneName(account?.Time_Zone__c);
  return (
    <ListingScreen
      accountId={accountId}
      listingId={listingId}
      campaignId={campaignId}
      detail={(listing, onReload) => (
        <ListingOfCampaign listing={listing} timeZoneName={timeZoneName} onReload={onReload} />
      )}
    />
  );
}

function ListingOfCampaign(props: { listing: Listing; timeZoneName: string; onReload: () => Promise<unknown> }) {
  const campaign = useCampaign(props.listing.accountId, props.listing.campaignId);
  return <ListingDetail {...props} ended={campaign.data?.status === 'ENDED'} />;
}
