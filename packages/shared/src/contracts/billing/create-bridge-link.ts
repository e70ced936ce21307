import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { bridgeLinkCreateSchema, bridgeLinkSchema } from '../../billing';
import { BILLING_TAGS, PAYMENT_ACCOUNT_PATH } from './billing-path';

export const createBridgeLink = defineContract({
  method: 'POST',
  path: `${PAYMENT_ACCOUNT_PATH}/bridge-links`,
  params: accountParamsSchema,
  body: bridgeLinkCreateSchema,
  response: bridgeLinkSchema,
  status: 201,
  access: { kind: 'account', permission: 'billing.manage' },
  summary:
    'A signed payment link for an invoice or a top-up: valid 7 days, used once, payable without signing in (/payment-bridge?token=…)',
  tags: BILLING_TAGS,
  errors: [422],
});
