import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeApiKey } from '@portal/shared/contracts/api-keys/revoke-api-key';
import { callApi } from '../../../lib/http/api';
import { apiKeysQuery } from './list-api-keys';

/** Revokes a key; answers the keys left. */
export function useRevokeApiKey(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => callApi(revokeApiKey, { params: { accountId, keyId } }),
    onSuccess: (keys) => queryClient.setQueryData(apiKeysQuery(accountId).queryKey, keys),
  });
}
