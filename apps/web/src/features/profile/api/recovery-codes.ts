import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { countRecoveryCodes } from '@portal/shared/contracts/profile/count-recovery-codes';
import { makeRecoveryCodes } from '@portal/shared/contracts/profile/make-recovery-codes';
import { callApi, contractQuery } from '../../../lib/http/api';

const leftQuery = contractQuery(countRecoveryCodes);

/** How many of your recovery codes are left. */
export const useRecoveryCodesLeft = () => useQuery(leftQuery);

/** Ten new codes (the old ones void): the answer carries them, this once; the count is kept from it. */
export function useMakeRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(makeRecoveryCodes),
    onSuccess: ({ left }) => queryClient.setQueryData(leftQuery.queryKey, { left }),
  });
}
