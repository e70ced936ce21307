import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountUpdate } from '@portal/shared/account-forms';
import type { Account } from '@portal/shared/accounts';
import { apiClient } from '../../../lib/http/api-client';
import { accountQuery } from './get-account';

export const updateAccount = (accountId: string, update: AccountUpdate) => apiClient.put<Account>(`ad-portal/advprtl/accounts/${encodeURIComponent(accountId)}`, update);

/** Saves the account and refreshes it (and its audit log) everywhere it is shown (specification section 4). */
export function useUpdateAccount(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AccountUpdate) => updateAccount(accountId, update),
    onSuccess: async (account) => {
      queryClient.setQueryData(accountQuery(accountId).queryKey, account);
      await queryClient.invalidateQueries({ queryKey: ['account-audit', accountId] });
    },
  });
}
