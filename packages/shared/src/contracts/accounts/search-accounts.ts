import { accountSearchQuerySchema, accountSearchResultSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { ACCOUNT_TAGS } from './account-path';

export const searchAccounts = defineContract({
  method: 'GET',
  path: 'ad-portal/advprtl/accounts',
  query: accountSearchQuerySchema,
  response: accountSearchResultSchema,
  access: { kind: 'staff' },
  summary: 'Staff: find accounts by name, number, city or id',
  tags: ACCOUNT_TAGS,
});
