import { defineContract } from '../../api/contract';
import { listingUpdateSchema } from '../../listing-forms';
import { listingParamsSchema, listingSchema } from '../../listings';
import { LISTING_PATH, LISTING_TAGS } from './listing-path';

export const updateListing = defineContract({
  method: 'PATCH',
  path: LISTING_PATH,
  params: listingParamsSchema,
  body: listingUpdateSchema,
  response: listingSchema,
  access: { kind: 'account', permission: 'listings.edit' },
  summary: 'Change a listing (only provider staff suspend one); send the version you read',
  tags: LISTING_TAGS,
  errors: [409, 422],
});
