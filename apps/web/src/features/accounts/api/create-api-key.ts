import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyBody } from '@portal/shared/api-keys';
import { createApiKey } from '@portal/shared/contracts/api-keys/create-api-key';
import { callApi } from '../../../lib/http/api';
import { apiKeysQuery } from './list-api-keys';

/** Makes a key; the answer carries its secret, the only time the portal shows it. */
export function useCreateApiKey(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyBody) => callApi(createApiKey, { params: { accountId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQuery(accountId).queryKey }),
  });
}
