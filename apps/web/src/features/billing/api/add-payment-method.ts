import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addPaymentMethod } from '@portal/shared/contracts/billing/add-payment-method';
import { callApi } from '../../../lib/http/api';
import { refreshBilling } from './refresh-billing';

/** Saves the card or bank account the provider's frame turned into a token (the token only). */
export function useAddPaymentMethod(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; makeDefault: boolean }) =>
      callApi(addPaymentMethod, { params: { accountId }, body }),
    onSuccess: () => refreshBilling(queryClient, accountId),
  });
}
