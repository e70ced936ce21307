import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { webhookEndpointListSchema } from '../../webhooks';
import { WEBHOOK_ENDPOINTS_PATH, WEBHOOK_TAGS } from './webhook-path';

export const listWebhookEndpoints = defineContract({
  method: 'GET',
  path: WEBHOOK_ENDPOINTS_PATH,
  params: accountParamsSchema,
  response: webhookEndpointListSchema,
  access: { kind: 'account', permission: 'webhooks.manage' },
  summary: 'The account’s webhook endpoints, oldest first (secrets are never shown here)',
  tags: WEBHOOK_TAGS,
});
