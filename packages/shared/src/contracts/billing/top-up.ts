import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { paymentSchema, topUpSchema } from '../../billing';
import { ADHOC_RECHARGE_PATH, BILLING_TAGS } from './billing-path';

export const topUp = defineContract({
  method: 'POST',
  path: ADHOC_RECHARGE_PATH,
  params: accountParamsSchema,
  body: topUpSchema,
  response: paymentSchema,
  status: 201,
  access: { kind: 'account', permission: 'billing.manage' },
  idempotent: true,
  summary:
    'Top up a prepaid balance now ($25 to $10,000) from a saved method; a declined card answers 422 and records nothing in the ledger',
  tags: BILLING_TAGS,
  errors: [422, 503],
});
