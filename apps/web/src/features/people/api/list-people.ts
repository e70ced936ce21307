import { useInfiniteQuery } from '@tanstack/react-query';
import { listPeople } from '@portal/shared/contracts/people/list-people';
import { callApi, contractKey } from '../../../lib/http/api';

const PAGE_SIZE = 50;

export interface PeopleFilters {
  search?: string;
  staff?: 'true' | 'false';
  disabled?: 'true' | 'false';
}

/** Provider staff: every sign-in by email, a page at a time, found by email or name and filtered. */
export const usePeople = (filters: PeopleFilters) => {
  const query = { limit: PAGE_SIZE, ...filters };
  return useInfiniteQuery({
    queryKey: contractKey(listPeople, { query }),
    queryFn: ({ pageParam }) => callApi(listPeople, { query: { ...query, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
};
