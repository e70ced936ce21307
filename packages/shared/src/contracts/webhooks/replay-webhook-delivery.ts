import { defineContract } from '../../api/contract';
import { webhookDeliveryParamsSchema, webhookDeliverySchema } from '../../webhooks';
import { WEBHOOK_ENDPOINT_PATH, WEBHOOK_TAGS } from './webhook-path';

export const replayWebhookDelivery = defineContract({
  method: 'POST',
  path: `${WEBHOOK_ENDPOINT_PATH}/deliveries/:deliveryId/replay`,
  params: webhookDeliveryParamsSchema,
  response: webhookDeliverySchema,
  access: { kind: 'account', permission: 'webhooks.manage' },
  summary:
    'Send a delivery again now, with the same webhook-id (whatever became of it), and retry it for another 3 days if it fails',
  tags: WEBHOOK_TAGS,
  errors: [422],
});
