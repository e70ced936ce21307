import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { getSignInPolicy } from '@portal/shared/contracts/accounts/get-sign-in-policy';
import { updateSignInPolicy } from '@portal/shared/contracts/accounts/update-sign-in-policy';
import { callApi, contractQuery } from '../../../lib/http/api';

const policyQuery = (accountId: string) => contractQuery(getSignInPolicy, { params: { accountId } });

/** Whether the account requires two-step sign-in, and how many members have none yet. */
export const useSignInPolicy = (accountId: string) => useQuery(policyQuery(accountId));

/** The owner's choice; the answer (and the audit log) is shown at once. */
export function useUpdateSignInPolicy(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requireTwoStep: boolean) =>
      callApi(updateSignInPolicy, { params: { accountId }, body: { requireTwoStep } }),
    onSuccess: async (policy) => {
      queryClient.setQueryData(policyQuery(accountId).queryKey, policy);
      await queryClient.invalidateQueries({ queryKey: [getAccountAudit.path, { accountId }] });
    },
  });
}
