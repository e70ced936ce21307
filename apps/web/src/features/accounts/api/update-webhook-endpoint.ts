import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateWebhookEndpoint } from '@portal/shared/contracts/webhooks/update-webhook-endpoint';
import type { WebhookEndpointBody } from '@portal/shared/webhooks';
import { callApi } from '../../../lib/http/api';
import { webhookEndpointsQuery } from './list-webhook-endpoints';

export function useUpdateWebhookEndpoint(accountId: string, endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointBody) =>
      callApi(updateWebhookEndpoint, { params: { accountId, endpointId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQuery(accountId).queryKey }),
  });
}
