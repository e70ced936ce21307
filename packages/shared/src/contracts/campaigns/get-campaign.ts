import { defineContract } from '../../api/contract';
import { campaignParamsSchema, campaignSchema } from '../../campaign-records';
import { CAMPAIGN_PATH, CAMPAIGN_TAGS } from './campaign-path';

export const getCampaign = defineContract({
  method: 'GET',
  path: CAMPAIGN_PATH,
  params: campaignParamsSchema,
  response: campaignSchema,
  access: { kind: 'account', permission: 'campaigns.read', keyScope: 'campaigns:read' },
  summary: 'One campaign with its budget and this period’s spend',
  tags: CAMPAIGN_TAGS,
});
