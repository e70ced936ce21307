import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { decideDispute } from '@portal/shared/contracts/leads/decide-dispute';
import { listDisputes } from '@portal/shared/contracts/leads/list-disputes';
import type { DisputeReason } from '@portal/shared/leads';
import { callApi, contractKey } from '../../../lib/http/api';
import { refreshAfterDecisions, type DisputeDecision } from './decide-dispute';

const PAGE_SIZE = 50;

export interface QueueFilters {
  reasonCode?: DisputeReason;
  accountId?: string;
  campaignId?: string;
}

/** Provider staff: the disputes waiting for a decision across every account, the oldest first. */
export const useDisputeQueue = (filters: QueueFilters) => {
  const query = { status: 'PENDING' as const, order: 'oldest' as const, limit: PAGE_SIZE, ...filters };
  return useInfiniteQuery({
    queryKey: contractKey(listDisputes, { query }),
    queryFn: ({ pageParam }) => callApi(listDisputes, { query: { ...query, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
};

export interface QueueDecision {
  disputes: { id: string; accountId: string }[];
  decision: DisputeDecision;
}

/**
 * The same decision on several disputes, one request each (each is its own money write: an approval credits its
 * price once, a second decision on it answers 409). Answers which were decided and which were not, and why.
 */
export function useDecideDisputes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ disputes, decision }: QueueDecision) => {
      const answers = await Promise.allSettled(
        disputes.map((dispute) => callApi(decideDispute, { params: { disputeId: dispute.id }, body: decision })),
      );
      return answers.map((answer, index) => ({ dispute: disputes[index]!, answer }));
    },
    onSettled: (_data, _error, { disputes }) =>
      refreshAfterDecisions(
        queryClient,
        disputes.map((dispute) => dispute.accountId),
      ),
  });
}
