import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { paymentCreateSchema, paymentSchema } from '../../billing';
import { BILLING_TAGS, PAYMENT_ACCOUNT_PATH } from './billing-path';

export const makePayment = defineContract({
  method: 'POST',
  path: `${PAYMENT_ACCOUNT_PATH}/payments`,
  params: accountParamsSchema,
  body: paymentCreateSchema,
  response: paymentSchema,
  status: 201,
  access: { kind: 'account', permission: 'billing.manage' },
  idempotent: true,
  summary: 'Pay what the account owes from a saved method, up to the amount due',
  tags: BILLING_TAGS,
  errors: [422, 503],
});
