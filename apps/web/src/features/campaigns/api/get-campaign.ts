import { useQuery } from '@tanstack/react-query';
import { getCampaign } from '@portal/shared/contracts/campaigns/get-campaign';
import { contractQuery } from '../../../lib/http/api';
import { isNotFound } from '../../../lib/http/error-message';

export const campaignQuery = (accountId: string, campaignId: string) =>
  contractQuery(getCampaign, { params: { accountId, campaignId } });

export const useCampaign = (accountId: string, campaignId: string) =>
  useQuery({
    ...campaignQuery(accountId, campaignId),
    // A campaign that does not exist will not appear by asking again.
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
