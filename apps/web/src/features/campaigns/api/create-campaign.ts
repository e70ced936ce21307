import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignCreate } from '@portal/shared/campaigns';
import { createCampaign } from '@portal/shared/contracts/campaigns/create-campaign';
import { callApi } from '../../../lib/http/api';
import { storeCampaign } from './campaign-cache';

/** Creates a campaign with its budget and first listing. */
export function useCreateCampaign(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignCreate) => callApi(createCampaign, { params: { accountId }, body }),
    onSuccess: (campaign) => storeCampaign(queryClient, campaign),
  });
}
