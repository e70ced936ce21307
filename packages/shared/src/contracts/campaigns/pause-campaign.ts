import { defineContract } from '../../api/contract';
import { campaignParamsSchema, campaignPauseSchema, campaignSchema } from '../../campaigns';
import { CAMPAIGN_PATH, CAMPAIGN_TAGS } from './campaign-path';

export const pauseCampaign = defineContract({
  method: 'POST',
  path: `${CAMPAIGN_PATH}/pause`,
  params: campaignParamsSchema,
  body: campaignPauseSchema,
  response: campaignSchema,
  access: { kind: 'account', permission: 'campaigns.edit' },
  summary: 'Pause a campaign with a reason, and optionally the day it resumes by itself',
  tags: CAMPAIGN_TAGS,
  errors: [422],
});
