import { defineContract } from '../../api/contract';
import { listingParamsSchema, listingSchema } from '../../listings';
import { LISTING_PATH, LISTING_TAGS } from './listing-path';

export const getListing = defineContract({
  method: 'GET',
  path: LISTING_PATH,
  params: listingParamsSchema,
  response: listingSchema,
  access: { kind: 'account', permission: 'listings.read', keyScope: 'campaigns:read' },
  summary: 'One listing',
  tags: LISTING_TAGS,
});
