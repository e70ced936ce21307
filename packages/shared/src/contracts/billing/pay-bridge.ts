import { defineContract } from '../../api/contract';
import { bridgeParamsSchema, bridgePaySchema, bridgeViewSchema } from '../../billing';
import { BILLING_TAGS } from './billing-path';

export const payBridge = defineContract({
  method: 'POST',
  path: 'gtv/payment/bridge/:linkToken',
  params: bridgeParamsSchema,
  body: bridgePaySchema,
  response: bridgeViewSchema,
  access: { kind: 'public' },
  summary:
    'Pay what a payment link names with a card from the provider’s form, signed out, once: answers the link PAID with its receipt, or PROCESSING when the provider has not answered yet (GET the link until it ends); a declined card or a used link answers 422',
  tags: BILLING_TAGS,
  errors: [404, 422, 503],
});
