import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { campaignCreateSchema, campaignSchema } from '../../campaigns';
import { CAMPAIGNS_PATH, CAMPAIGN_TAGS } from './campaign-path';

export const createCampaign = defineContract({
  method: 'POST',
  path: CAMPAIGNS_PATH,
  params: accountParamsSchema,
  body: campaignCreateSchema,
  response: campaignSchema,
  status: 201,
  access: { kind: 'account', permission: 'campaigns.edit' },
  summary: 'Create a campaign with its budget and first listing (ACTIVE or PENDING)',
  tags: CAMPAIGN_TAGS,
  errors: [409, 422],
});
