import { useEffect, type ReactNode } from 'react';
import { useAccount } from '../../features/accounts/api/get-account';
import { useUserIdentity } from '../../features/accounts/api/get-user-identity';
import { AccountContext } from '../../lib/account-context';
import { setSelectedAccountId, useSelectedAccountId } from '../../lib/selected-account';
import type { SessionUser } from '../../lib/session/session-context';

/**
 * The selected account and the user's role on it, for every signed-in screen. The role comes from the
 * contact assignment whose account is the selected one (docs/decisions/0008), not merely the first.
 */
export function AccountProvider({ user, children }: { user: SessionUser; children: ReactNode }) {
  const accountId = useSelectedAccountId();
  const identity = useUserIdentity(user.username, !user.isAdmin);
  const account = useAccount(accountId);
  const assignment = identity.data?.Account_Contact_Assignments__r.records.find(
    (record) => record.Account__r.Postgres_External_Key__c === accountId,
  );

  // A selection this user no longer holds (another user's, or a removed assignment) is dropped.
  const stale = !user.isAdmin && identity.isSuccess && accountId !== null && !assignment;
  useEffect(() => {
    if (stale) setSelectedAccountId(null);
  }, [stale]);

  return (
    <AccountContext
      value={{
        accountId,
        account: account.data,
        role: assignment?.Contact_Role__c ?? null,
        roleKnown: user.isAdmin || !identity.isPending,
        isAdmin: user.isAdmin,
      }}
    >
      {children}
    </AccountContext>
  );
}
