import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createListing } from '@portal/shared/contracts/campaigns/create-listing';
import type { ListingCreate } from '@portal/shared/listing-forms';
import { callApi } from '../../../lib/http/api';
import { storeListing } from './listing-cache';

/** Adds a listing to a campaign (a draft unless it is published at once). */
export function useCreateListing(accountId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listing: ListingCreate) =>
      callApi(createListing, { params: { accountId, campaignId }, body: listing }),
    onSuccess: (listing) => storeListing(queryClient, listing),
  });
}
