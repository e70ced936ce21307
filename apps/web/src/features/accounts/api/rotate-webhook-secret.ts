import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rotateWebhookSecret } from '@portal/shared/contracts/webhooks/rotate-webhook-secret';
import { callApi } from '../../../lib/http/api';
import { webhookEndpointsQuery } from './list-webhook-endpoints';

/** A new secret (in the answer, once); the old one keeps signing for 24 hours. */
export function useRotateWebhookSecret(accountId: string, endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(rotateWebhookSecret, { params: { accountId, endpointId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQuery(accountId).queryKey }),
  });
}
