import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateListing } from '@portal/shared/contracts/listings/update-listing';
import type { ListingUpdate } from '@portal/shared/listing-forms';
import { callApi } from '../../../lib/http/api';
import { storeListing } from './listing-cache';

/** Changes a listing (its profile or its status) with the version it was read at; a stale one answers 409. */
export function useUpdateListing(accountId: string, listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ListingUpdate) => callApi(updateListing, { params: { accountId, listingId }, body: update }),
    onSuccess: (listing) => storeListing(queryClient, listing),
  });
}
