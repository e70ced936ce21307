import { Outlet } from 'react-router';
import { useSelectedAccountId } from '../../lib/selected-account';
import { useSession } from '../../lib/session/session-context';
import { AreaGuard } from './area-guard';
import { SignedInShell } from './signed-in-shell';

/** The signed-in area: guarded, then framed by the shell. A lazy route module, hence the name. */
export function Component() {
  return (
    <AreaGuard area="signedIn">
      <SignedInFrame />
    </AreaGuard>
  );
}

function SignedInFrame() {
  const { session, signOut } = useSession();
  const selectedAccountId = useSelectedAccountId();
  // The guard renders this only for a signed-in session.
  if (session.status !== 'signedIn') return null;
  return (
    <SignedInShell user={session.user} onSignOut={signOut} accountName={null} accountSelected={selectedAccountId !== null}>
      <Outlet />
    </SignedInShell>
  );
}
