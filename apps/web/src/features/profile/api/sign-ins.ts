import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endOtherSignIns } from '@portal/shared/contracts/profile/end-other-sign-ins';
import { endSignIn } from '@portal/shared/contracts/profile/end-sign-in';
import { listSignIns } from '@portal/shared/contracts/profile/list-sign-ins';
import { callApi, contractQuery } from '../../../lib/http/api';

const signInsQuery = contractQuery(listSignIns);

/** Your sign-ins that still work, on every device. */
export const useSignIns = () => useQuery(signInsQuery);

/** Both answer the sign-ins left, which the list shows at once. */
function useEndSignIns<Input>(end: (input: Input) => ReturnType<typeof callApi<typeof listSignIns>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: end,
    onSuccess: (left) => queryClient.setQueryData(signInsQuery.queryKey, left),
  });
}

export const useEndSignIn = () => useEndSignIns((sessionId: string) => callApi(endSignIn, { params: { sessionId } }));

export const useEndOtherSignIns = () => useEndSignIns(() => callApi(endOtherSignIns));
