import { defineContract } from '../../api/contract';
import { webhookDeliveryPageSchema, webhookDeliveryQuerySchema, webhookEndpointParamsSchema } from '../../webhooks';
import { WEBHOOK_ENDPOINT_PATH, WEBHOOK_TAGS } from './webhook-path';

export const listWebhookDeliveries = defineContract({
  method: 'GET',
  path: `${WEBHOOK_ENDPOINT_PATH}/deliveries`,
  params: webhookEndpointParamsSchema,
  query: webhookDeliveryQuerySchema,
  response: webhookDeliveryPageSchema,
  access: { kind: 'account', permission: 'webhooks.manage' },
  summary: 'The endpoint’s delivery log, newest first: each event with its attempts and the last answer',
  tags: WEBHOOK_TAGS,
});
