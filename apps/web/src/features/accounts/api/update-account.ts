import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountUpdate } from '@portal/shared/account-forms';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { updateAccount } from '@portal/shared/contracts/accounts/update-account';
import { callApi } from '../../../lib/http/api';
import { accountQuery } from './get-account';

/** Saves the account and refreshes it (and its audit log) everywhere it is shown (specification section 4). */
export function useUpdateAccount(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AccountUpdate) => callApi(updateAccount, { params: { accountId }, body: update }),
    onSuccess: async (account) => {
      queryClient.setQueryData(accountQuery(accountId).queryKey, account);
      await queryClient.invalidateQueries({ queryKey: [getAccountAudit.path, { accountId }] });
    },
  });
}
