import '../all-styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useLiveStream } from '../../features/notifications/live/use-live-stream';
import { useAccountContext } from '../../lib/account-context';
import { forgetOfflineData, registerServiceWorker } from '../../lib/offline/service-worker';
import { createQueryClient } from '../../lib/query-client';
import { whenIdle } from '../../lib/when-idle';
import { AccountProvider } from './account-provider';
import { useSession, type SessionUser } from '../../lib/session/session-context';
import { AreaGuard } from './area-guard';
import { SignedInShell } from './signed-in-shell';

/**
 * The signed-in area: guarded, then framed by the shell. Loaded lazily (router.tsx). It frames its route's screen,
 * or `children` where no route of the area matched (the 404 for someone signed in).
 */
export function SignedInLayout({ children }: { children?: ReactNode }) {
  // One cache per signed-in stay: dropped when the area unmounts (sign-out), so no data outlives its user.
  const [queryClient] = useState(createQueryClient);
  useEffect(() => () => queryClient.clear(), [queryClient]);
  // The service worker keeps the app and the API's last answers for a phone without signal (docs/decisions/0053):
  // registered once the screen has drawn, and its copies of the person's data deleted when they leave.
  useEffect(() => {
    const cancel =
      'serviceWorker' in navigator ? whenIdle(() => void registerServiceWorker().catch(() => undefined)) : () => {};
    return () => {
      cancel();
      void forgetOfflineData();
    };
  }, []);
  return (
    <AreaGuard area="signedIn">
      <QueryClientProvider client={queryClient}>
        <SignedInFrame>{children}</SignedInFrame>
      </QueryClientProvider>
    </AreaGuard>
  );
}

function SignedInFrame({ children }: { children?: ReactNode }) {
  const { session, signOut } = useSession();
  // The guard renders this only for a signed-in session.
  if (session.status !== 'signedIn') return null;
  return (
    <AccountProvider user={session.user}>
      <ShellWithAccount user={session.user} onSignOut={signOut}>
        {children}
      </ShellWithAccount>
    </AccountProvider>
  );
}

function ShellWithAccount({
  user,
  onSignOut,
  children,
}: {
  user: SessionUser;
  onSignOut: () => Promise<void>;
  children?: ReactNode;
}) {
  const { accountId, account, unlinked } = useAccountContext();
  // One live stream for the selected account while signed in: it ends with the account or the session.
  useLiveStream(accountId);
  return (
    <SignedInShell
      user={user}
      onSignOut={onSignOut}
      accountId={accountId}
      account={account ? { name: account.Name, number: account.AccountNumber } : null}
      withNavigation={!unlinked}
    >
      {children ?? <Outlet />}
    </SignedInShell>
  );
}
