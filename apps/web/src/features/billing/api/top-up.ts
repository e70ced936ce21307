import { useMutation, useQueryClient } from '@tanstack/react-query';
import { topUp } from '@portal/shared/contracts/billing/top-up';
import { callApi } from '../../../lib/http/api';
import { refreshBilling } from './refresh-billing';

/** What a money write sends: the amount, the method, and the attempt's Idempotency-Key. */
export interface PaymentAttempt {
  amountCents: number;
  paymentMethodId: string;
  /** The invoice paid (a payment only). */
  invoiceId?: string;
  idempotencyKey: string;
}

/** A top-up: a saved method, or a card typed into the provider's frame (saved or not). */
export type TopUpAttempt = Omit<PaymentAttempt, 'paymentMethodId' | 'invoiceId'> &
  ({ paymentMethodId: string } | { card: { token: string; save: boolean } });

/** Tops up a prepaid balance now; a retry with the attempt's key charges once. */
export function useTopUp(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: TopUpAttempt) =>
      callApi(topUp, { params: { accountId }, body, idempotencyKey }),
    // A failure may still have moved money (a time-out after the charge): read the balance either way.
    onSettled: () => refreshBilling(queryClient, accountId),
  });
}
