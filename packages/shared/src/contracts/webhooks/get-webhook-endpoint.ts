import { defineContract } from '../../api/contract';
import { webhookEndpointParamsSchema, webhookEndpointSchema } from '../../webhooks';
import { WEBHOOK_ENDPOINT_PATH, WEBHOOK_TAGS } from './webhook-path';

export const getWebhookEndpoint = defineContract({
  method: 'GET',
  path: WEBHOOK_ENDPOINT_PATH,
  params: webhookEndpointParamsSchema,
  response: webhookEndpointSchema,
  access: { kind: 'account', permission: 'webhooks.manage' },
  summary: 'One webhook endpoint',
  tags: WEBHOOK_TAGS,
});
