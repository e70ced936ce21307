import { defineContract } from '../../api/contract';
import { webhookEndpointParamsSchema, webhookEndpointWithSecretSchema } from '../../webhooks';
import { WEBHOOK_ENDPOINT_PATH, WEBHOOK_TAGS } from './webhook-path';

export const rotateWebhookSecret = defineContract({
  method: 'POST',
  path: `${WEBHOOK_ENDPOINT_PATH}/rotate-secret`,
  params: webhookEndpointParamsSchema,
  response: webhookEndpointWithSecretSchema,
  access: { kind: 'account', permission: 'webhooks.manage' },
  summary: 'Make a new signing secret (in the answer, this once); the old one keeps signing beside it for 24 hours',
  tags: WEBHOOK_TAGS,
});
