import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountStatusChange } from '@portal/shared/account-status';
import { changeAccountStatus } from '@portal/shared/contracts/accounts/change-account-status';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { callApi } from '../../../lib/http/api';
import { accountQuery } from './get-account';

/** Provider staff set the account Active, On Hold or Closed; the account (and the notice it drives) is read anew. */
export function useChangeAccountStatus(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AccountStatusChange) => callApi(changeAccountStatus, { params: { accountId }, body: change }),
    onSuccess: async (account) => {
      queryClient.setQueryData(accountQuery(accountId).queryKey, account);
      await queryClient.invalidateQueries({ queryKey: [getAccountAudit.path, { accountId }] });
    },
  });
}
