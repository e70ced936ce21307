import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listStaffAccounts } from '@portal/shared/contracts/accounts/list-staff-accounts';
import type { AccountStatus } from '@portal/shared/account-status';
import type { BillingMode } from '@portal/shared/billing';
import type { AccountFlag, AccountSort } from '@portal/shared/staff-accounts';
import { contractQuery } from '../../../lib/http/api';

export interface StaffAccountsFilters {
  search: string;
  status?: AccountStatus;
  billingMode?: BillingMode;
  flags: AccountFlag[];
  sort: AccountSort;
  direction: 'asc' | 'desc';
  page: number;
}

export const STAFF_ACCOUNTS_PAGE_SIZE = 25;

/** The staff's accounts table: a page as filtered and sorted, the last page kept on screen while the next loads. */
export const useStaffAccounts = ({ flags, ...filters }: StaffAccountsFilters) =>
  useQuery({
    ...contractQuery(listStaffAccounts, {
      query: { ...filters, flags: flags.join(','), limit: STAFF_ACCOUNTS_PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
  });
