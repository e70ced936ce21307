import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { webhookEndpointBodySchema, webhookEndpointWithSecretSchema } from '../../webhooks';
import { WEBHOOK_ENDPOINTS_PATH, WEBHOOK_TAGS } from './webhook-path';

export const createWebhookEndpoint = defineContract({
  method: 'POST',
  path: WEBHOOK_ENDPOINTS_PATH,
  params: accountParamsSchema,
  body: webhookEndpointBodySchema,
  response: webhookEndpointWithSecretSchema,
  status: 201,
  access: { kind: 'account', permission: 'webhooks.manage' },
  summary:
    'Add an endpoint for the chosen events (https only; no private, loopback or link-local address). The answer carries the signing secret, this once',
  tags: WEBHOOK_TAGS,
  errors: [422],
});
