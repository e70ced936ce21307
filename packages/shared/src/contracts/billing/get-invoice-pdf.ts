import * as z from 'zod/mini';
import { defineContract } from '../../api/contract';
import { invoiceParamsSchema } from '../../billing';
import { BILLING_TAGS, INVOICES_PATH } from './billing-path';

export const getInvoicePdf = defineContract({
  method: 'GET',
  path: `${INVOICES_PATH}/:invoiceId/pdf`,
  params: invoiceParamsSchema,
  response: z.string().check(z.describe('The invoice as a PDF document')),
  produces: 'application/pdf',
  access: { kind: 'account', permission: 'billing.read', keyScope: 'billing:read' },
  summary: 'The invoice as a PDF: account, period, lines, totals and the provider’s name',
  tags: BILLING_TAGS,
});
