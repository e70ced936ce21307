import { defineContract } from '../../api/contract';
import { staffAccountsPageSchema, staffAccountsQuerySchema } from '../../staff-accounts';
import { ACCOUNT_TAGS } from './account-path';

export const listStaffAccounts = defineContract({
  method: 'GET',
  path: 'ad-portal/advprtl/account-overview',
  query: staffAccountsQuerySchema,
  response: staffAccountsPageSchema,
  access: { kind: 'staff' },
  summary:
    'Provider staff: every account as a table (search, status, billing mode and flags: balance below zero, overdue invoice, disputes waiting, opened in the last 30 days, payment failing, stopped by funds; sorted by any column, a page at a time), with the sizes of the staff queues',
  tags: ACCOUNT_TAGS,
});
