import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { paymentMethodCreateSchema, paymentMethodSchema } from '../../billing';
import { BILLING_TAGS, PAYMENT_METHODS_PATH } from './billing-path';

export const addPaymentMethod = defineContract({
  method: 'POST',
  path: PAYMENT_METHODS_PATH,
  params: accountParamsSchema,
  body: paymentMethodCreateSchema,
  response: paymentMethodSchema,
  status: 201,
  access: { kind: 'account', permission: 'billing.manage' },
  summary:
    'Save a card or bank account from a token the provider’s frame made (the first one, or makeDefault, becomes the default); the same card or account twice answers 409',
  tags: BILLING_TAGS,
  errors: [409, 422, 503],
});
