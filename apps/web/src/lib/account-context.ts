import { createContext, useContext } from 'react';
import type { Account } from '@portal/shared/accounts';
import { mayChangeClosedAccount } from '@portal/shared/account-status';
import { allows, type Permission } from '@portal/shared/api/permissions';
import type { Role } from '@portal/shared/roles';

export interface AccountContextValue {
  /** The selected account id (customers), or the account an administrator opened; null when none. */
  accountId: string | null;
  account: Account | undefined;
  /** The signed-in user's role on that account (null for administrators and before it is known). */
  role: Role | null;
  /** False while the user's role is still being read, so nothing is refused before it is known. */
  roleKnown: boolean;
  isAdmin: boolean;
  /**
   * True when the customer's sign-in is linked to no contact ("Users account is not linked to a contact"): there is
   * no account to show, so the shell offers no screens of one.
   */
  unlinked?: boolean;
}

export const AccountContext = createContext<AccountContextValue>({
  roleKnown: false,
  accountId: null,
  account: undefined,
  role: null,
  isAdmin: false,
});

export const useAccountContext = () => useContext(AccountContext);

/**
 * The one permission check every screen uses, from the same table the server enforces
 * (packages/shared/src/api/permissions.ts): administrators always, others by role (specification section 6), and
 * on a closed account only to read and to pay (account-status.ts).
 */
export function usePermission(permission: Permission): boolean {
  const { role, isAdmin } = useAccountContext();
  const closed = useClosedToChanges(permission);
  return !closed && allows({ isAdmin, role }, permission);
}

/** True when the account is closed and this is a change its customers may no longer make (whatever their role). */
export function useClosedToChanges(permission: Permission): boolean {
  const { isAdmin, account } = useAccountContext();
  return !isAdmin && account?.Account_Status__c === 'Closed' && !mayChangeClosedAccount(permission);
}
