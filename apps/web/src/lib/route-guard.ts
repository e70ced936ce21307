import type { Session } from './session/session-context';
import { safeRedirectPath } from '@portal/shared/safe-redirect';
import { ROUTE_TABLE, paths } from '../config/paths';

export type Area = 'loggedOut' | 'signedIn';

export type GuardDecision = { kind: 'wait' } | { kind: 'render' } | { kind: 'redirect'; to: string };

export interface GuardInput {
  area: Area;
  pathname: string;
  search: string;
  session: Session;
  selectedAccountId: string | null;
}

/** Paths a signed-in user without a selected account may still open (specification section 4). */
const NO_ACCOUNT_NEEDED = ROUTE_TABLE.filter((entry) => entry.area === 'signedIn' && entry.withoutAccount).map(
  (entry) => `/${entry.pattern.split('/')[0]}`,
);

/** Logged-out screens a signed-in browser may open too (an email's link). */
const ANY_SESSION = ROUTE_TABLE.filter((entry) => entry.area === 'loggedOut' && entry.anySession).map(
  (entry) => `/${entry.pattern}`,
);

/**
 * Where a visit may go, by the rules of specification section 4. A pure function so that every rule is
 * tested on its own; the area layouts act on its decision.
 */
export function decideRoute({ area, pathname, search, session, selectedAccountId }: GuardInput): GuardDecision {
  if (session.status === 'loading') return { kind: 'wait' };
  const redirectTo = safeRedirectPath(new URLSearchParams(search).get('redirectTo'));

  if (area === 'loggedOut') {
    return session.status === 'signedIn' && !ANY_SESSION.some((prefix) => isUnder(pathname, prefix))
      ? { kind: 'redirect', to: redirectTo ?? paths.summary.href() }
      : { kind: 'render' };
  }

  if (session.status === 'signedOut') {
    // Sign Out goes to /login (specification section 2), not back to the page it was chosen on: the next person
    // to sign in at this browser may not be the one who left.
    if (session.byChoice) return { kind: 'redirect', to: paths.login.href() };
    const here = `${pathname}${search}`;
    const entry = isUnder(pathname, '/admin') ? paths.employeeLogin.href() : paths.login.href();
    return {
      kind: 'redirect',
      to: pathname === '/' && !search ? entry : `${entry}?${new URLSearchParams({ redirectTo: here })}`,
    };
  }

  if (redirectTo && !isUnder(pathname, '/account-select')) return { kind: 'redirect', to: redirectTo };

  // Staff with no account open have no summary to read: their home is every account (issue 30).
  if (session.user.isAdmin && !selectedAccountId && pathname === '/') {
    return { kind: 'redirect', to: paths.staffHome.href() };
  }

  const needsAccount =
    !session.user.isAdmin && !selectedAccountId && !NO_ACCOUNT_NEEDED.some((prefix) => isUnder(pathname, prefix));
  if (needsAccount) {
    const select = paths.accountSelect.href();
    return {
      kind: 'redirect',
      to: pathname === '/' ? select : `${select}?${new URLSearchParams({ redirectTo: `${pathname}${search}` })}`,
    };
  }
  return { kind: 'render' };
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
