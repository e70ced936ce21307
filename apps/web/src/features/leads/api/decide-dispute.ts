import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { disputeDecisionSchema } from '@portal/shared/leads';
import { decideDispute } from '@portal/shared/contracts/leads/decide-dispute';
import { getSummary } from '@portal/shared/contracts/leads/get-summary';
import { getSupplyEvent } from '@portal/shared/contracts/leads/get-supply-event';
import { listDisputes } from '@portal/shared/contracts/leads/list-disputes';
import { listSupplyEvents } from '@portal/shared/contracts/leads/list-supply-events';
import { callApi } from '../../../lib/http/api';

export type DisputeDecision = z.input<typeof disputeDecisionSchema>;

/**
 * After staff decisions: an approval credits the price, which changes the event, its account's spend and the staff
 * dispute lists, so all of them are read again, for every account decided on.
 */
export const refreshAfterDecisions = async (queryClient: QueryClient, accountIds: Iterable<string>) => {
  await Promise.all(
    [...new Set(accountIds)].flatMap((accountId) =>
      [getSupplyEvent.path, listSupplyEvents.path, getSummary.path].map((path) =>
        queryClient.invalidateQueries({ queryKey: [path, { accountId }] }),
      ),
    ),
  );
  await queryClient.invalidateQueries({ queryKey: [listDisputes.path] });
};

/** A staff decision on a pending dispute. */
export function useDecideDispute(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ disputeId, decision }: { disputeId: string; decision: DisputeDecision }) =>
      callApi(decideDispute, { params: { disputeId }, body: decision }),
    onSuccess: () => refreshAfterDecisions(queryClient, [accountId]),
  });
}
