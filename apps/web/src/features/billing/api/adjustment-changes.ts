import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustmentRequest } from '@portal/shared/adjustments';
import { approveAdjustment } from '@portal/shared/contracts/billing/approve-adjustment';
import { createAdjustment } from '@portal/shared/contracts/billing/create-adjustment';
import { listAdjustments } from '@portal/shared/contracts/billing/list-adjustments';
import { callApi } from '../../../lib/http/api';
import { refreshBilling } from './refresh-billing';

/** After an adjustment the list, the balance, the transactions and the audit log are read again. */
function useAdjustmentChange<Input, Output>(accountId: string, change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    // A failure may still have booked it (a time-out after the write): read everything either way.
    onSettled: () =>
      Promise.all([
        refreshBilling(queryClient, accountId),
        queryClient.invalidateQueries({ queryKey: [listAdjustments.path, { accountId }] }),
      ]),
  });
}

/** Staff credit or debit the account; a retry of the same attempt (its key) books it once. */
export const useCreateAdjustment = (accountId: string) =>
  useAdjustmentChange(accountId, ({ idempotencyKey, ...body }: AdjustmentRequest & { idempotencyKey: string }) =>
    callApi(createAdjustment, { params: { accountId }, body, idempotencyKey }),
  );

/** A second staff member books an adjustment above the approval limit. */
export const useApproveAdjustment = (accountId: string) =>
  useAdjustmentChange(accountId, ({ adjustmentId, idempotencyKey }: { adjustmentId: string; idempotencyKey: string }) =>
    callApi(approveAdjustment, { params: { accountId, adjustmentId }, idempotencyKey }),
  );
