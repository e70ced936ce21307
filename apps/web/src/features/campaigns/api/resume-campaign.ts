import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resumeCampaign } from '@portal/shared/contracts/campaigns/resume-campaign';
import { callApi } from '../../../lib/http/api';
import { storeCampaign } from './campaign-cache';

/** Resumes a paused campaign, or starts a pending one. */
export function useResumeCampaign(accountId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(resumeCampaign, { params: { accountId, campaignId } }),
    onSuccess: (campaign) => storeCampaign(queryClient, campaign),
  });
}
