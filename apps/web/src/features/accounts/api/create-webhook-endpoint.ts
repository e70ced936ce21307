import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createWebhookEndpoint } from '@portal/shared/contracts/webhooks/create-webhook-endpoint';
import type { WebhookEndpointBody } from '@portal/shared/webhooks';
import { callApi } from '../../../lib/http/api';
import { webhookEndpointsQuery } from './list-webhook-endpoints';

/** Adds an endpoint; the answer carries its secret, the only time the portal shows it. */
export function useCreateWebhookEndpoint(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointBody) => callApi(createWebhookEndpoint, { params: { accountId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQuery(accountId).queryKey }),
  });
}
