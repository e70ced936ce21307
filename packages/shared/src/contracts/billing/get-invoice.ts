import { defineContract } from '../../api/contract';
import { invoiceDetailSchema, invoiceParamsSchema } from '../../billing';
import { BILLING_TAGS, INVOICES_PATH } from './billing-path';

export const getInvoice = defineContract({
  method: 'GET',
  path: `${INVOICES_PATH}/:invoiceId`,
  params: invoiceParamsSchema,
  response: invoiceDetailSchema,
  access: { kind: 'account', permission: 'billing.read', keyScope: 'billing:read' },
  summary: 'One invoice with its lines (per campaign and type, credits, adjustments) and the payments against it',
  tags: BILLING_TAGS,
});
