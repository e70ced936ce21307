import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { summaryQuerySchema, summarySchema } from '../../leads';
import { ACCOUNT_PATH } from '../accounts/account-path';
import { LEAD_TAGS } from './lead-path';

export const getSummary = defineContract({
  method: 'GET',
  path: `${ACCOUNT_PATH}/summary`,
  params: accountParamsSchema,
  query: summaryQuerySchema,
  response: summarySchema,
  access: { kind: 'account', permission: 'leads.read', keyScope: 'reports:read' },
  summary: 'Totals, a series per day and per campaign for days from and to (yyyy-LL-dd, the account’s zone)',
  tags: LEAD_TAGS,
  errors: [422],
});
