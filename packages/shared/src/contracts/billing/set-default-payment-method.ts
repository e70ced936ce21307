import { defineContract } from '../../api/contract';
import { paymentMethodListSchema, paymentMethodParamsSchema } from '../../billing';
import { BILLING_TAGS, PAYMENT_METHODS_PATH } from './billing-path';

export const setDefaultPaymentMethod = defineContract({
  method: 'POST',
  path: `${PAYMENT_METHODS_PATH}/:paymentMethodId/default`,
  params: paymentMethodParamsSchema,
  response: paymentMethodListSchema,
  access: { kind: 'account', permission: 'billing.manage' },
  summary: 'Make a payment method the default (the one autopay and auto-recharge charge); answers the methods',
  tags: BILLING_TAGS,
});
