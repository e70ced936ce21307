import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { invoiceListQuerySchema, invoicePageSchema } from '../../billing';
import { BILLING_TAGS, INVOICES_PATH } from './billing-path';

export const listInvoices = defineContract({
  method: 'GET',
  path: INVOICES_PATH,
  params: accountParamsSchema,
  query: invoiceListQuerySchema,
  response: invoicePageSchema,
  access: { kind: 'account', permission: 'billing.read', keyScope: 'billing:read' },
  summary: 'The account’s monthly invoices, newest first',
  tags: BILLING_TAGS,
});
