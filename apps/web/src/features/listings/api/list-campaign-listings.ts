import { useQuery } from '@tanstack/react-query';
import { listCampaignListings } from '@portal/shared/contracts/campaigns/list-campaign-listings';
import { contractQuery } from '../../../lib/http/api';

/** The listings a campaign shows in the provider's directory. */
export const useCampaignListings = (accountId: string, campaignId: string) =>
  useQuery(contractQuery(listCampaignListings, { params: { accountId, campaignId } }));
