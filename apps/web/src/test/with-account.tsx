import type { ReactNode } from 'react';
import type { Account } from '@portal/shared/accounts';
import type { Role } from '@portal/shared/roles';
import { AccountContext } from '../lib/account-context';
import { ACCOUNT_ID } from './listing-budget-factories';

/** Puts a screen on Brightside Home Services (CST) as a customer with `role`, or as provider staff. */
export function WithAccount({ role, children }: { role: Role | 'staff'; children: ReactNode }) {
  const account = { Postgres_External_Key__c: ACCOUNT_ID, Name: 'Brightside Home Services', Time_Zone__c: 'CST' };
  return (
    <AccountContext
      value={{
        accountId: ACCOUNT_ID,
        account: account as Account,
        role: role === 'staff' ? null : role,
        roleKnown: true,
        isAdmin: role === 'staff',
      }}
    >
      {children}
    </AccountContext>
  );
}
