import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setDefaultPaymentMethod } from '@portal/shared/contracts/billing/set-default-payment-method';
import { callApi } from '../../../lib/http/api';
import { paymentMethodsQuery } from './list-payment-methods';
import { refreshBilling } from './refresh-billing';

/** Makes a method the one autopay and auto-recharge charge. */
export function useSetDefaultPaymentMethod(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) =>
      callApi(setDefaultPaymentMethod, { params: { accountId, paymentMethodId } }),
    onSuccess: async (methods) => {
      queryClient.setQueryData(paymentMethodsQuery(accountId).queryKey, methods);
      await refreshBilling(queryClient, accountId);
    },
  });
}
