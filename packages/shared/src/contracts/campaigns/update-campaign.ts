import { defineContract } from '../../api/contract';
import { campaignParamsSchema, campaignSchema, campaignUpdateSchema } from '../../campaigns';
import { CAMPAIGN_PATH, CAMPAIGN_TAGS } from './campaign-path';

export const updateCampaign = defineContract({
  method: 'PATCH',
  path: CAMPAIGN_PATH,
  params: campaignParamsSchema,
  body: campaignUpdateSchema,
  response: campaignSchema,
  access: { kind: 'account', permission: 'campaigns.edit' },
  summary: 'Change some of a campaign’s settings; send the version you read (409 when someone changed it since)',
  tags: CAMPAIGN_TAGS,
  errors: [409, 422],
});
