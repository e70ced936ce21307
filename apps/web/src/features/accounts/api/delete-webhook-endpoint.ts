import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWebhookEndpoint } from '@portal/shared/contracts/webhooks/delete-webhook-endpoint';
import { callApi } from '../../../lib/http/api';
import { webhookEndpointsQuery } from './list-webhook-endpoints';

/** Removes an endpoint with its log; answers the endpoints left. */
export function useDeleteWebhookEndpoint(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) => callApi(deleteWebhookEndpoint, { params: { accountId, endpointId } }),
    onSuccess: (endpoints) => queryClient.setQueryData(webhookEndpointsQuery(accountId).queryKey, endpoints),
  });
}
