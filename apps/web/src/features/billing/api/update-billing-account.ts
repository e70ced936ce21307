import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingAccountUpdate } from '@portal/shared/billing';
import { updateBillingAccount } from '@portal/shared/contracts/billing/update-billing-account';
import { callApi } from '../../../lib/http/api';
import { billingAccountQuery } from './get-billing-account';
import { refreshBilling } from './refresh-billing';

/** Saves the billing settings as a whole, with the version they were read at (409 when changed since). */
export function useUpdateBillingAccount(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: BillingAccountUpdate) =>
      callApi(updateBillingAccount, { params: { accountId }, body: update }),
    onSuccess: async (billing) => {
      queryClient.setQueryData(billingAccountQuery(accountId).queryKey, billing);
      await refreshBilling(queryClient, accountId);
    },
  });
}
