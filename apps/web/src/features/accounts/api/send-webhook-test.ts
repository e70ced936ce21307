import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWebhookTest } from '@portal/shared/contracts/webhooks/send-webhook-test';
import { callApi } from '../../../lib/http/api';
import { webhookDeliveriesKey } from './list-webhook-deliveries';

/** Queues a made-up lead.created marked as a test; its delivery shows in the log. */
export function useSendWebhookTest(accountId: string, endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(sendWebhookTest, { params: { accountId, endpointId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookDeliveriesKey(accountId, endpointId) }),
  });
}
