import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removePaymentMethod } from '@portal/shared/contracts/billing/remove-payment-method';
import { callApi } from '../../../lib/http/api';
import { paymentMethodsQuery } from './list-payment-methods';
import { refreshBilling } from './refresh-billing';

/** Removes a method; the server refuses (422) the only one while autopay or auto-recharge charges it. */
export function useRemovePaymentMethod(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) => callApi(removePaymentMethod, { params: { accountId, paymentMethodId } }),
    onSuccess: async (methods) => {
      queryClient.setQueryData(paymentMethodsQuery(accountId).queryKey, methods);
      await refreshBilling(queryClient, accountId);
    },
  });
}
