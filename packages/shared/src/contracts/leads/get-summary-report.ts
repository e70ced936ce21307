import * as z from 'zod/mini';
import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { summaryQuerySchema } from '../../leads';
import { ACCOUNT_PATH } from '../accounts/account-path';
import { LEAD_TAGS } from './lead-path';

export const getSummaryReport = defineContract({
  method: 'GET',
  path: `${ACCOUNT_PATH}/summary/report.pdf`,
  params: accountParamsSchema,
  query: summaryQuerySchema,
  response: z.string().check(z.describe('The summary of the range as a PDF document')),
  produces: 'application/pdf',
  access: { kind: 'account', permission: 'leads.read', keyScope: 'reports:read' },
  summary:
    'The Summary of days from and to (yyyy-LL-dd, the account’s zone) as a PDF report: each figure with its change against the period before, leads and calls per day as a chart, and the figures per campaign',
  tags: LEAD_TAGS,
  errors: [422],
});
