import { useQuery } from '@tanstack/react-query';
import { getListing } from '@portal/shared/contracts/listings/get-listing';
import { contractQuery } from '../../../lib/http/api';

export const listingQuery = (accountId: string, listingId: string) =>
  contractQuery(getListing, { params: { accountId, listingId } });

/** One listing: its business profile and its status. */
export const useListing = (accountId: string, listingId: string) => useQuery(listingQuery(accountId, listingId));
