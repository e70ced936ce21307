import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markCalledBack } from '@portal/shared/contracts/leads/mark-called-back';
import { callApi } from '../../../lib/http/api';
import { supplyEventQuery } from './get-supply-event';
import { afterLeadChange } from './after-lead-change';

/** Marks a missed call called back: it leaves the inbox at once, and the lists showing it are fetched again. */
export function useMarkCalledBack(accountId: string, supplyEventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(markCalledBack, { params: { accountId, supplyEventId } }),
    onSuccess: async (event) => {
      queryClient.setQueryData(supplyEventQuery(accountId, supplyEventId).queryKey, event);
      await afterLeadChange(queryClient, accountId, supplyEventId);
    },
  });
}
