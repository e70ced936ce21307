import { defineContract } from '../../api/contract';
import { campaignParamsSchema } from '../../campaign-records';
import { listingCreateSchema } from '../../listing-forms';
import { listingSchema } from '../../listings';
import { CAMPAIGN_PATH } from './campaign-path';
import { LISTING_TAGS } from '../listings/listing-path';

export const createListing = defineContract({
  method: 'POST',
  path: `${CAMPAIGN_PATH}/listings`,
  params: campaignParamsSchema,
  body: listingCreateSchema,
  response: listingSchema,
  status: 201,
  access: { kind: 'account', permission: 'listings.edit' },
  summary: 'Add a listing to a campaign (DRAFT unless PUBLISHED is asked for)',
  tags: LISTING_TAGS,
  errors: [422],
});
