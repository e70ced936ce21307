import { defineContract } from '../../api/contract';
import { bridgeParamsSchema, bridgeViewSchema } from '../../billing';
import { BILLING_TAGS } from './billing-path';

export const getBridge = defineContract({
  method: 'GET',
  path: 'gtv/payment/bridge/:linkToken',
  params: bridgeParamsSchema,
  response: bridgeViewSchema,
  access: { kind: 'public' },
  summary: 'What a payment link pays (account, amount): 404 when the link was altered, 422 when used or expired',
  tags: BILLING_TAGS,
  errors: [404, 422],
});
