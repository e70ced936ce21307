import * as z from 'zod/mini';
import { defineContract } from '../../api/contract';
import { statementParamsSchema } from '../../billing';
import { BILLING_ACCOUNT_PATH, BILLING_TAGS } from './billing-path';

export const getStatement = defineContract({
  method: 'GET',
  path: `${BILLING_ACCOUNT_PATH}/statements/:month.pdf`,
  params: statementParamsSchema,
  response: z.string().check(z.describe('The month’s statement as a PDF document')),
  produces: 'application/pdf',
  access: { kind: 'account', permission: 'billing.read', keyScope: 'billing:read' },
  summary:
    'A month’s statement (yyyy-mm, the account’s time zone) as a PDF: the opening balance, every money movement with the balance after it, and the closing balance; 422 for a month that has not begun',
  tags: BILLING_TAGS,
  errors: [422],
});
