import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignPause } from '@portal/shared/campaigns';
import { pauseCampaign } from '@portal/shared/contracts/campaigns/pause-campaign';
import { callApi } from '../../../lib/http/api';
import { storeCampaign } from './campaign-cache';

/** Pauses a campaign with a reason, and optionally the day it resumes by itself. */
export function usePauseCampaign(accountId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignPause) => callApi(pauseCampaign, { params: { accountId, campaignId }, body }),
    onSuccess: (campaign) => storeCampaign(queryClient, campaign),
  });
}
