import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignUpdate } from '@portal/shared/campaigns';
import { updateCampaign } from '@portal/shared/contracts/campaigns/update-campaign';
import { callApi } from '../../../lib/http/api';
import { storeCampaign } from './campaign-cache';

/** Saves some of a campaign's settings with the version they were read at (a stale one answers 409). */
export function useUpdateCampaign(accountId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignUpdate) => callApi(updateCampaign, { params: { accountId, campaignId }, body }),
    onSuccess: (campaign) => storeCampaign(queryClient, campaign),
  });
}
