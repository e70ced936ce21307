import { createContext, useContext } from 'react';

export interface SessionUser {
  username: string;
  name: string;
  email: string;
  isAdmin: boolean;
}

/** `byChoice`: the person signed out from this tab (Sign Out), not a session that ended or was never there. */
export type Session =
  { status: 'loading' } | { status: 'signedOut'; byChoice?: true } | { status: 'signedIn'; user: SessionUser };

export interface SessionValue {
  session: Session;
  /** Reads the session again, e.g. right after a sign-in completes. */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);

/** The current session; the spinner shows while its status is 'loading'. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside a session provider');
  return value;
}
