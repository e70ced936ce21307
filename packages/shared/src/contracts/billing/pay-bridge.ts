import { defineContract } from '../../api/contract';
import { bridgeParamsSchema, bridgePaySchema, bridgeReceiptSchema } from '../../billing';
import { BILLING_TAGS } from './billing-path';

export const payBridge = defineContract({
  method: 'POST',
  path: 'gtv/payment/bridge/:linkToken',
  params: bridgeParamsSchema,
  body: bridgePaySchema,
  response: bridgeReceiptSchema,
  access: { kind: 'public' },
  summary:
    'Pay what a payment link names with a card from the provider’s form, signed out; once (a used link answers 422)',
  tags: BILLING_TAGS,
  errors: [404, 422, 503],
});
