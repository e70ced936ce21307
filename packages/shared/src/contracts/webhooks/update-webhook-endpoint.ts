import { defineContract } from '../../api/contract';
import { webhookEndpointBodySchema, webhookEndpointParamsSchema, webhookEndpointSchema } from '../../webhooks';
import { WEBHOOK_ENDPOINT_PATH, WEBHOOK_TAGS } from './webhook-path';

export const updateWebhookEndpoint = defineContract({
  method: 'PUT',
  path: WEBHOOK_ENDPOINT_PATH,
  params: webhookEndpointParamsSchema,
  body: webhookEndpointBodySchema,
  response: webhookEndpointSchema,
  access: { kind: 'account', permission: 'webhooks.manage' },
  summary: 'Change an endpoint’s URL, description, events, or turn it on or off (the secret stays)',
  tags: WEBHOOK_TAGS,
  errors: [422],
});
