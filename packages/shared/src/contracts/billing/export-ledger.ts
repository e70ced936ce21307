import * as z from 'zod/mini';
import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { ledgerFilterSchema } from '../../billing';
import { BILLING_ACCOUNT_PATH, BILLING_TAGS } from './billing-path';

export const exportLedger = defineContract({
  method: 'GET',
  path: `${BILLING_ACCOUNT_PATH}/ledger/export.csv`,
  params: accountParamsSchema,
  query: ledgerFilterSchema,
  response: z.string().check(z.describe('CSV with a header row: every entry the filters match, newest first')),
  produces: 'text/csv',
  access: { kind: 'account', permission: 'billing.read', keyScope: 'billing:read' },
  summary: 'The filtered ledger as a CSV file, streamed',
  tags: BILLING_TAGS,
});
