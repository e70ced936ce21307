import { useQuery } from '@tanstack/react-query';
import { getCampaign } from '@portal/shared/contracts/campaigns/get-campaign';
import { contractQuery } from '../../../lib/http/api';

/** The campaign whose listings are shown (its name and status); the same cache entry as the campaign screen's. */
export const useListingsCampaign = (accountId: string, campaignId: string) =>
  useQuery(contractQuery(getCampaign, { params: { accountId, campaignId } }));
