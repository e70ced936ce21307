import * as z from 'zod/mini';
import { defineContract } from '../../api/contract';
import { paymentParamsSchema } from '../../billing';
import { BILLING_TAGS, PAYMENT_ACCOUNT_PATH } from './billing-path';

export const getPaymentReceipt = defineContract({
  method: 'GET',
  path: `${PAYMENT_ACCOUNT_PATH}/payments/:paymentId/receipt.pdf`,
  params: paymentParamsSchema,
  response: z.string().check(z.describe('The receipt as a PDF document')),
  produces: 'application/pdf',
  access: { kind: 'account', permission: 'billing.read', keyScope: 'billing:read' },
  summary:
    'The receipt of a payment or top-up that went through, as a PDF: the provider, the account paying, what it paid for, how, when (the account’s time) and its reference; 404 for one that did not go through',
  tags: BILLING_TAGS,
});
