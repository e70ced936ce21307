import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { campaignListQuerySchema, campaignPageSchema } from '../../campaign-records';
import { CAMPAIGNS_PATH, CAMPAIGN_TAGS } from './campaign-path';

export const listCampaigns = defineContract({
  method: 'GET',
  path: CAMPAIGNS_PATH,
  params: accountParamsSchema,
  query: campaignListQuerySchema,
  response: campaignPageSchema,
  access: { kind: 'account', permission: 'campaigns.read', keyScope: 'campaigns:read' },
  summary: "The account's campaigns, newest first, each with its budget and this period's spend",
  tags: CAMPAIGN_TAGS,
});
