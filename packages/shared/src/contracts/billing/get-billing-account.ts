import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { billingAccountSchema } from '../../billing';
import { BILLING_ACCOUNT_PATH, BILLING_TAGS } from './billing-path';

export const getBillingAccount = defineContract({
  method: 'GET',
  path: BILLING_ACCOUNT_PATH,
  params: accountParamsSchema,
  response: billingAccountSchema,
  access: { kind: 'account', permission: 'billing.read', keyScope: 'billing:read' },
  summary: 'How the account pays: mode, balance or amount due, autopay, auto-recharge, billing address and email',
  tags: BILLING_TAGS,
});
