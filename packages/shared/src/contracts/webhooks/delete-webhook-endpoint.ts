import { defineContract } from '../../api/contract';
import { webhookEndpointListSchema, webhookEndpointParamsSchema } from '../../webhooks';
import { WEBHOOK_ENDPOINT_PATH, WEBHOOK_TAGS } from './webhook-path';

export const deleteWebhookEndpoint = defineContract({
  method: 'DELETE',
  path: WEBHOOK_ENDPOINT_PATH,
  params: webhookEndpointParamsSchema,
  response: webhookEndpointListSchema,
  access: { kind: 'account', permission: 'webhooks.manage' },
  summary: 'Remove an endpoint with its delivery log; answers the endpoints left',
  tags: WEBHOOK_TAGS,
});
