import { useMutation, useQueryClient } from '@tanstack/react-query';
import { makePayment } from '@portal/shared/contracts/billing/make-payment';
import { callApi } from '../../../lib/http/api';
import { refreshBilling } from './refresh-billing';
import type { PaymentAttempt } from './top-up';

/** Pays what a post-paid account owes (or part of it); a retry with the attempt's key charges once. */
export function useMakePayment(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: PaymentAttempt) =>
      callApi(makePayment, { params: { accountId }, body, idempotencyKey }),
    // A failure may still have moved money (a time-out after the charge): read the balance either way.
    onSettled: () => refreshBilling(queryClient, accountId),
  });
}
