import { defineContract } from '../../api/contract';
import { campaignParamsSchema, campaignSchema } from '../../campaign-records';
import { CAMPAIGN_PATH, CAMPAIGN_TAGS } from './campaign-path';

export const resumeCampaign = defineContract({
  method: 'POST',
  path: `${CAMPAIGN_PATH}/resume`,
  params: campaignParamsSchema,
  response: campaignSchema,
  access: { kind: 'account', permission: 'campaigns.edit' },
  summary: 'Resume a paused campaign, or start a pending one',
  tags: CAMPAIGN_TAGS,
  errors: [422],
});
