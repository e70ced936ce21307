import { defineContract } from '../../api/contract';
import { campaignParamsSchema } from '../../campaign-records';
import { listingListSchema } from '../../listings';
import { CAMPAIGN_PATH } from './campaign-path';
import { LISTING_TAGS } from '../listings/listing-path';

export const listCampaignListings = defineContract({
  method: 'GET',
  path: `${CAMPAIGN_PATH}/listings`,
  params: campaignParamsSchema,
  response: listingListSchema,
  access: { kind: 'account', permission: 'listings.read', keyScope: 'campaigns:read' },
  summary: 'The listings a campaign shows in the directory',
  tags: LISTING_TAGS,
});
