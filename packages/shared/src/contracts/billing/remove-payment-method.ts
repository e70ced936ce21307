import { defineContract } from '../../api/contract';
import { paymentMethodListSchema, paymentMethodParamsSchema } from '../../billing';
import { BILLING_TAGS, PAYMENT_METHODS_PATH } from './billing-path';

export const removePaymentMethod = defineContract({
  method: 'DELETE',
  path: `${PAYMENT_METHODS_PATH}/:paymentMethodId`,
  params: paymentMethodParamsSchema,
  response: paymentMethodListSchema,
  access: { kind: 'account', permission: 'billing.manage' },
  summary:
    'Remove a payment method; answers the methods left. The only method cannot go while autopay or auto-recharge would charge it',
  tags: BILLING_TAGS,
  errors: [422],
});
