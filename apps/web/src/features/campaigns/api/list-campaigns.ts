import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CampaignStatus } from '@portal/shared/campaigns';
import type { CampaignFigureDays } from '@portal/shared/campaign-records';
import { listCampaigns } from '@portal/shared/contracts/campaigns/list-campaigns';
import { callApi, contractKey } from '../../../lib/http/api';

export const CAMPAIGNS_PAGE_SIZE = 25;

export interface CampaignFilters {
  status?: CampaignStatus;
  q?: string;
  /** The days every campaign's figures are over (30 unless chosen): not a filter of which campaigns show. */
  days?: CampaignFigureDays;
}

/** The account's campaigns, newest first, a page at a time ("Load more"), filtered on the server. */
export const useCampaigns = (accountId: string, filters: CampaignFilters) => {
  const query = { status: filters.status, q: filters.q || undefined, days: filters.days, limit: CAMPAIGNS_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: contractKey(listCampaigns, { params: { accountId }, query }),
    queryFn: ({ pageParam }) =>
      callApi(listCampaigns, { params: { accountId }, query: { ...query, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // A new filter keeps the rows on screen until its answer arrives, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
};
