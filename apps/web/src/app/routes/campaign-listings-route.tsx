import { Alert } from '@mantine/core';
import { useParams } from 'react-router';
import { useCampaign } from '../../features/campaigns/api/get-campaign';
import { CampaignListings } from '../../features/listings/components/campaign-listings';
import { useAccountContext } from '../../lib/account-context';
import { formatTimeZoneName } from '../../lib/format';

/**
 * /campaigns/{campaignId}/listings: the business profiles a campaign shows in the directory (listings),
 * under its campaign's name and status (campaigns).
 */
export function Component() {
  const { campaignId = '' } = useParams();
  const { accountId, account } = useAccountContext();
  if (!accountId) return <Alert title="No account selected">Choose an account first.</Alert>;
  return (
    <ListingsOfCampaign
      accountId={accountId}
      campaignId={campaignId}
      timeZoneName={formatTimeZoneName(account?.Time_Zone__c)}
    />
  );
}

function ListingsOfCampaign(props: { accountId: string; campaignId: string; timeZoneName: string }) {
  const campaign = useCampaign(props.accountId, props.campaignId);
  return <CampaignListings {...props} campaign={campaign} />;
}
