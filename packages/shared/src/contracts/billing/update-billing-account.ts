import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { billingAccountSchema, billingAccountUpdateSchema } from '../../billing';
import { BILLING_ACCOUNT_PATH, BILLING_TAGS } from './billing-path';

export const updateBillingAccount = defineContract({
  method: 'PUT',
  path: BILLING_ACCOUNT_PATH,
  params: accountParamsSchema,
  body: billingAccountUpdateSchema,
  response: billingAccountSchema,
  access: { kind: 'account', permission: 'billing.manage' },
  summary:
    'Set the billing mode, autopay, auto-recharge, billing address and email; send the version you read (409 when someone changed them since)',
  tags: BILLING_TAGS,
  errors: [409, 422],
});
