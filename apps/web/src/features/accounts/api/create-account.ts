import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAccount } from '@portal/shared/contracts/accounts/create-account';
import { listStaffAccounts } from '@portal/shared/contracts/accounts/list-staff-accounts';
import type { NewAdvertiserInput } from '@portal/shared/new-advertiser';
import { callApi } from '../../../lib/http/api';

/** Staff open an account for a new advertiser; a retry of the same attempt (its key) opens it once. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: NewAdvertiserInput & { idempotencyKey: string }) =>
      callApi(createAccount, { body, idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [listStaffAccounts.path] }),
  });
}
