import { defineContract } from '../../api/contract';
import { webhookDeliverySchema, webhookEndpointParamsSchema } from '../../webhooks';
import { WEBHOOK_ENDPOINT_PATH, WEBHOOK_TAGS } from './webhook-path';

export const sendWebhookTest = defineContract({
  method: 'POST',
  path: `${WEBHOOK_ENDPOINT_PATH}/test`,
  params: webhookEndpointParamsSchema,
  response: webhookDeliverySchema,
  status: 201,
  access: { kind: 'account', permission: 'webhooks.manage' },
  summary:
    'Send a made-up lead.created event marked "test": true to this endpoint, signed and retried like any other (also while it is turned off)',
  tags: WEBHOOK_TAGS,
});
