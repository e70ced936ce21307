import { useMemo, type ReactNode } from 'react';
import { SessionContext, type SessionValue } from '../lib/session/session-context';

/**
 * Supplies the session to the app. Nobody can sign in before the identity service exists, so the session
 * is signed out; the identity feature replaces this with the real one.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const value = useMemo<SessionValue>(() => ({ session: { status: 'signedOut' }, signOut: async () => undefined }), []);
  return <SessionContext value={value}>{children}</SessionContext>;
}
