import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplyEventBulk } from '@portal/shared/lead-bulk';
import { bulkUpdateSupplyEvents } from '@portal/shared/contracts/leads/bulk-update-supply-events';
import { callApi } from '../../../lib/http/api';
import { afterLeadChange } from './after-lead-change';

/** One change to the chosen leads and calls, all or none; the table and the inbox are read again. */
export function useBulkUpdateSupplyEvents(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bulk: SupplyEventBulk) => callApi(bulkUpdateSupplyEvents, { params: { accountId }, body: bulk }),
    onSuccess: () => afterLeadChange(queryClient, accountId, null),
  });
}
