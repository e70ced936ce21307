import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replayWebhookDelivery } from '@portal/shared/contracts/webhooks/replay-webhook-delivery';
import { callApi } from '../../../lib/http/api';
import { webhookDeliveriesKey } from './list-webhook-deliveries';

/** Sends a delivery again now, with the same webhook-id. */
export function useReplayWebhookDelivery(accountId: string, endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      callApi(replayWebhookDelivery, { params: { accountId, endpointId, deliveryId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookDeliveriesKey(accountId, endpointId) }),
  });
}
