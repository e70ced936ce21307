import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { setAccessTokenSource } from '../lib/auth-token';
import { loadIdentity, whenIdentityLoaded } from '../lib/auth/load-identity';
import { mayHaveStoredSignIn, readStoredSignIn, readStoredTokens } from '../lib/auth/stored-tokens';
import { SessionContext, type Session, type SessionValue } from '../lib/session/session-context';
import { sessionUserFromClaims } from '../lib/session/session-user';
import { whenIdle } from '../lib/when-idle';
import { isOffline } from '../lib/offline/service-worker';

/** Refresh this long before the access token expires, so calls never carry a stale one. */
const REFRESH_AHEAD_MS = 5 * 60 * 1000;

interface SessionState {
  session: Session;
  expiresAt?: number;
}

async function readSession(forceRefresh = false): Promise<SessionState> {
  try {
    const { tokens } = await (await loadIdentity()).fetchAuthSession({ forceRefresh });
    if (!tokens?.idToken || !tokens.accessToken) return { session: { status: 'signedOut' } };
    const expiresAt = (tokens.accessToken.payload.exp ?? 0) * 1000;
    return { session: { status: 'signedIn', user: sessionUserFromClaims(tokens.idToken.payload) }, expiresAt };
  } catch (error) {
    // No network to refresh the token with: the stored sign-in opens what this device saw last (the service
    // worker's copies, docs/decisions/0053), and the session is read again once the network is back.
    const stored = isOffline(error) ? readStoredSignIn() : null;
    if (stored) return { session: { status: 'signedIn', user: sessionUserFromClaims(stored.idClaims) } };
    // A refresh token that was revoked or has expired (or Amplify could not load): the user is signed out.
    return { session: { status: 'signedOut' } };
  }
}

// Registered as this module loads, before any screen can call the API. Registered in the provider's effect,
// it came after the effects of the screens inside it (React runs a child's effects first): when a reload drew
// the signed-in shell in its first commit, the shell's first calls went out without a token, met a 401, and
// signed the browser out. A current stored token is the one Amplify would hand out (it reads the same store);
// else Amplify, which refreshes it, or finds that there is none.
// Offline, where no token can be refreshed, the stored one goes out: the service worker answers from its copies.
setAccessTokenSource(async () => {
  const current = readStoredTokens()?.accessToken;
  if (current) return current;
  try {
    return (await (await loadIdentity()).fetchAuthSession()).tokens?.accessToken.toString();
  } catch (error) {
    if (isOffline(error)) return readStoredSignIn()?.accessToken;
    throw error;
  }
});

/** The session at start, read without Amplify where its stored tokens are current (stored-tokens.ts). */
function initialSession(): SessionState {
  const stored = readStoredTokens();
  if (stored)
    return {
      session: { status: 'signedIn', user: sessionUserFromClaims(stored.idClaims) },
      expiresAt: stored.expiresAt,
    };
  return { session: { status: mayHaveStoredSignIn() ? 'loading' : 'signedOut' } };
}

/**
 * The session from Amplify's token store, kept current on sign-in, sign-out and token refresh. Amplify loads
 * apart from the first screen (docs/decisions/0018, 0030): a browser that has stored no sign-in is signed out
 * at once, one whose stored tokens are current is signed in at once, and both draw their first screen while
 * Amplify loads; only a stored sign-in whose token needs refreshing waits for Amplify to read it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  // Read once: the stored tokens at start decide both the first state and whether Amplify must be asked.
  const [initial] = useState(initialSession);
  const [state, setStoredState] = useState<SessionState>(initial);
  // Set from Sign Out until the next sign-in: Amplify's own "signedOut" event reads the session again, and
  // whichever of the two lands last must still say the person chose to leave, or the route guard sends them
  // to /login?redirectTo= the page they left, as it does for a session that ended.
  const leaving = useRef(false);
  const setState = useCallback((next: SessionState) => {
    if (next.session.status === 'signedIn') leaving.current = false;
    setStoredState(
      next.session.status === 'signedOut' && leaving.current
        ? { session: { status: 'signedOut', byChoice: true } }
        : next,
    );
  }, []);

  useEffect(() => {
    let active = true;
    let stopListening = () => {};
    // As a transition: a read at start or on a sign-in mounts the whole signed-in shell and its screen, and
    // React then yields to the browser as it builds them instead of blocking a phone's main thread for the
    // whole tree (Lighthouse's Total Blocking Time, docs/decisions/0029). Sign-out and refreshes are quick.
    const load = () => readSession().then((next) => active && startTransition(() => setState(next)));
    // Added as soon as Amplify is there, whoever loaded it: before a sign-in call that loaded it can answer.
    void whenIdentityLoaded().then(({ Hub }) => {
      if (!active) return;
      stopListening = Hub.listen('auth', ({ payload }) => {
        // A refresh that failed for want of a network is tried again once the network is back (the 'online'
        // listener below), not at once: each try would fail and announce its failure again, without end.
        const failure = payload.event === 'tokenRefresh_failure' ? (payload.data as { error?: unknown }) : undefined;
        if (failure && isOffline(failure.error)) return;
        if (['signedIn', 'signedOut', 'tokenRefresh', 'tokenRefresh_failure'].includes(payload.event)) void load();
      });
    });
    // A session opened offline from the stored sign-in is read again, with Amplify, once the network is back.
    window.addEventListener('online', load);
    let cancelLoad = () => {};
    // A stored sign-in whose token needs refreshing: only Amplify can read the session.
    if (initial.session.status === 'loading') void load();
    // Signed out, Amplify is needed for the first sign-in call, not to draw the sign-in screen; signed in with
    // a current token, for the next refresh and for sign-out. It loads once the first screen has painted (or
    // sooner, when a sign-in or an API call asks for it).
    else cancelLoad = whenIdle(() => void loadIdentity());
    return () => {
      active = false;
      window.removeEventListener('online', load);
      cancelLoad();
      stopListening();
    };
  }, [initial, setState]);

  // Silent refresh shortly before the access token expires.
  useEffect(() => {
    if (!state.expiresAt) return;
    const timer = setTimeout(
      () => void readSession(true).then(setState),
      Math.max(state.expiresAt - Date.now() - REFRESH_AHEAD_MS, 5_000),
    );
    return () => clearTimeout(timer);
  }, [state.expiresAt, setState]);

  const refresh = useCallback(async () => setState(await readSession()), [setState]);
  const value = useMemo<SessionValue>(
    () => ({
      session: state.session,
      refresh,
      signOut: async () => {
        leaving.current = true;
        await endPushOnThisDevice();
        // Revokes the refresh token (and with it every access token of this sign-in) at the user pool.
        try {
          await (await loadIdentity()).signOut();
        } catch (error) {
          // Not signed out after all: a session that ends later was not left by choice.
          leaving.current = false;
          throw error;
        }
        setState({ session: { status: 'signedOut' } });
      },
    }),
    [state.session, refresh, setState],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

/**
 * Turns push off for this browser before signing out, while the token still works: a shared browser must not go on
 * showing the person's alerts. Best effort (signing out never waits on it failing); the push code loads only where
 * push was turned on.
 */
async function endPushOnThisDevice(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!(await registration?.pushManager.getSubscription())) return;
    const { turnOff } = await import('../features/notifications/api/push-device');
    await turnOff();
  } catch {
    // The server forgets the device when its push service says it has ended.
  }
}
