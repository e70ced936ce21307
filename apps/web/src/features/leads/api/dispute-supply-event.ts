import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisputeCreate } from '@portal/shared/leads';
import { disputeSupplyEvent } from '@portal/shared/contracts/leads/dispute-supply-event';
import { getSummary } from '@portal/shared/contracts/leads/get-summary';
import { listSupplyEvents } from '@portal/shared/contracts/leads/list-supply-events';
import { callApi } from '../../../lib/http/api';
import { supplyEventQuery } from './get-supply-event';

/** Files a dispute; the summary and the activity table count disputes, so they are read again. */
export function useDisputeSupplyEvent(accountId: string, supplyEventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dispute: DisputeCreate) =>
      callApi(disputeSupplyEvent, { params: { accountId, supplyEventId }, body: dispute }),
    onSuccess: async (event) => {
      queryClient.setQueryData(supplyEventQuery(accountId, supplyEventId).queryKey, event);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [listSupplyEvents.path, { accountId }] }),
        queryClient.invalidateQueries({ queryKey: [getSummary.path, { accountId }] }),
      ]);
    },
  });
}
