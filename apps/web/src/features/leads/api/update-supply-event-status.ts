import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerStatus } from '@portal/shared/leads';
import { listSupplyEvents } from '@portal/shared/contracts/leads/list-supply-events';
import { updateSupplyEventStatus } from '@portal/shared/contracts/leads/update-supply-event-status';
import { callApi } from '../../../lib/http/api';
import { supplyEventQuery } from './get-supply-event';

/** Sets the customer's own status; the answer is the whole event, so the page takes it as it is. */
export function useUpdateSupplyEventStatus(accountId: string, supplyEventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: CustomerStatus) =>
      callApi(updateSupplyEventStatus, { params: { accountId, supplyEventId }, body: { status } }),
    onSuccess: async (event) => {
      queryClient.setQueryData(supplyEventQuery(accountId, supplyEventId).queryKey, event);
      // The activity table shows the status too.
      await queryClient.invalidateQueries({ queryKey: [listSupplyEvents.path, { accountId }] });
    },
  });
}
