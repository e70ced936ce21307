import { useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { useAccount } from '../../features/accounts/api/get-account';
import { useUserIdentity } from '../../features/accounts/api/get-user-identity';
import { AccountContext, type AccountContextValue } from '../../lib/account-context';
import { isNotFound } from '../../lib/http/error-message';
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

  const role = assignment?.Contact_Role__c ?? null;
  const roleKnown = user.isAdmin || !identity.isPending;
  const unlinked = !user.isAdmin && identity.isError && isNotFound(identity.error);
  const current = useMemo<AccountContextValue>(
    () => ({ accountId, account: account.data, role, roleKnown, isAdmin: user.isAdmin, unlinked }),
    [accountId, account.data, role, roleKnown, user.isAdmin, unlinked],
  );
  // Query results arrive as urgent updates (TanStack Query reads its cache through useSyncExternalStore), and
  // the account's arrival is what lets the whole screen under the shell draw: one task of 80 to 100 ms on a
  // phone, the page frozen meanwhile. Deferred, that render yields to the browser as it goes; the value moves
  // as one (id, account and role together), so no screen ever sees one account's id with another's data
  // (docs/decisions/0032).
  const value = useDeferredValue(current);
  return <AccountContext value={value}>{children}</AccountContext>;
}
