import { defineContract } from '../../api/contract';
import { bridgeParamsSchema, bridgeViewSchema } from '../../billing';
import { BILLING_TAGS } from './billing-path';

export const getBridge = defineContract({
  method: 'GET',
  path: 'gtv/payment/bridge/:linkToken',
  params: bridgeParamsSchema,
  response: bridgeViewSchema,
  access: { kind: 'public' },
  summary:
    'What a payment link pays (account, amount) and where it stands (OPEN, PROCESSING, PAID with its receipt): 404 when the link was altered, 422 when it expired unpaid',
  tags: BILLING_TAGS,
  errors: [404, 422],
});
