import { useQuery } from '@tanstack/react-query';
import { getListing } from '@portal/shared/contracts/listings/get-listing';
import { contractQuery } from '../../../lib/http/api';

/** The listing an event came through, for its name: the event itself carries only the listing's id. */
export const useEventListing = (accountId: string, listingId: string | null) =>
  useQuery({
    ...contractQuery(getListing, { params: { accountId, listingId: listingId ?? '' } }),
    enabled: !!listingId,
  });
