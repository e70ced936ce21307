import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { paymentMethodListSchema } from '../../billing';
import { BILLING_TAGS, PAYMENT_METHODS_PATH } from './billing-path';

export const listPaymentMethods = defineContract({
  method: 'GET',
  path: PAYMENT_METHODS_PATH,
  params: accountParamsSchema,
  response: paymentMethodListSchema,
  access: { kind: 'account', permission: 'billing.read', keyScope: 'billing:read' },
  summary: 'The account’s saved cards and bank accounts (brand and last four digits only), the default first',
  tags: BILLING_TAGS,
});
