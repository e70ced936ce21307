import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplyEventUpdate } from '@portal/shared/leads';
import { updateSupplyEvent } from '@portal/shared/contracts/leads/update-supply-event';
import { callApi } from '../../../lib/http/api';
import { supplyEventQuery } from './get-supply-event';
import { afterLeadChange } from './after-lead-change';

/** Sets the customer's own status, its job value or both; the answer is the whole event, so the page takes it as it is. */
export function useUpdateSupplyEvent(accountId: string, supplyEventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SupplyEventUpdate) =>
      callApi(updateSupplyEvent, { params: { accountId, supplyEventId }, body: update }),
    onSuccess: async (event) => {
      queryClient.setQueryData(supplyEventQuery(accountId, supplyEventId).queryKey, event);
      // The activity table shows the status too; a lead no longer NEW leaves the inbox.
      await afterLeadChange(queryClient, accountId, event.customerStatus === 'NEW' ? null : supplyEventId);
    },
  });
}
