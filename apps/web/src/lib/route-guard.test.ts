import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '@portal/shared/safe-redirect';
import { decideRoute, type GuardInput } from './route-guard';
import type { Session } from './session/session-context';

const customer: Session = {
  status: 'signedIn',
  user: { username: 'owner@demo.test', name: 'Olivia', email: 'owner@demo.test', isAdmin: false },
};
const admin: Session = {
  status: 'signedIn',
  user: { username: 'staff@demo.test', name: 'Sam', email: 'staff@demo.test', isAdmin: true },
};
const signedOut: Session = { status: 'signedOut' };

const decide = (input: Partial<GuardInput>) =>
  decideRoute({ area: 'signedIn', pathname: '/', search: '', session: signedOut, selectedAccountId: null, ...input });

describe('route guard (specification section 4)', () => {
  it('waits while the session is loading', () => {
    expect(decide({ session: { status: 'loading' } })).toEqual({ kind: 'wait' });
    expect(decide({ area: 'loggedOut', session: { status: 'loading' } })).toEqual({ kind: 'wait' });
  });

  it('sends an unauthenticated visit to /login with redirectTo, omitted for /', () => {
    expect(decide({ pathname: '/campaigns/7', search: '?tab=leads' })).toEqual({
      kind: 'redirect',
      to: '/login?redirectTo=%2Fcampaigns%2F7%3Ftab%3Dleads',
    });
    expect(decide({ pathname: '/' })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends unauthenticated admin paths to /employee-login with the same redirectTo', () => {
    expect(decide({ pathname: '/admin/acc-1' })).toEqual({
      kind: 'redirect',
      to: '/employee-login?redirectTo=%2Fadmin%2Facc-1',
    });
    expect(decide({ pathname: '/administrators' })).toEqual({
      kind: 'redirect',
      to: '/login?redirectTo=%2Fadministrators',
    });
  });

  it('sends a person who chose Sign Out to a bare /login, from a customer page or an admin one', () => {
    const leftByChoice: Session = { status: 'signedOut', byChoice: true };
    expect(decide({ pathname: '/profile', session: leftByChoice })).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide({ pathname: '/admin/acc-1', session: leftByChoice })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets signed-out users see the logged-out area', () => {
    expect(decide({ area: 'loggedOut', pathname: '/login' })).toEqual({ kind: 'render' });
  });

  it('lets a signed-in user open an email’s unsubscribe link, which is in the logged-out area', () => {
    expect(decide({ area: 'loggedOut', pathname: '/unsubscribe', search: '?token=t', session: customer })).toEqual({
      kind: 'render',
    });
    expect(decide({ area: 'loggedOut', pathname: '/unsubscribe', session: signedOut })).toEqual({ kind: 'render' });
  });

  it('sends a signed-in user away from the logged-out area to redirectTo, or to /', () => {
    expect(decide({ area: 'loggedOut', pathname: '/login', session: customer })).toEqual({ kind: 'redirect', to: '/' });
    expect(
      decide({ area: 'loggedOut', pathname: '/login', search: '?redirectTo=%2Fbilling', session: customer }),
    ).toEqual({
      kind: 'redirect',
      to: '/billing',
    });
  });

  it('sends a signed-in user on a page carrying redirectTo there', () => {
    expect(
      decide({ pathname: '/', search: '?redirectTo=/billing', session: customer, selectedAccountId: 'a1' }),
    ).toEqual({
      kind: 'redirect',
      to: '/billing',
    });
  });

  it('never redirects off-site', () => {
    expect(decide({ area: 'loggedOut', search: '?redirectTo=//evil.example', session: customer })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('/account?x=1')).toBe('/account?x=1');
  });

  it('sends a customer with no selected account to /account-select, keeping where they were going', () => {
    expect(decide({ pathname: '/', session: customer })).toEqual({ kind: 'redirect', to: '/account-select' });
    expect(decide({ pathname: '/billing', session: customer })).toEqual({
      kind: 'redirect',
      to: '/account-select?redirectTo=%2Fbilling',
    });
  });

  it.each(['/account-select', '/admin/a1', '/lead/e1', '/call/e2'])(
    'lets a customer with no account open %s',
    (pathname) => {
      expect(decide({ pathname, session: customer })).toEqual({ kind: 'render' });
    },
  );

  it('keeps redirectTo on /account-select until an account is chosen', () => {
    expect(decide({ pathname: '/account-select', search: '?redirectTo=%2Fbilling', session: customer })).toEqual({
      kind: 'render',
    });
  });

  it('lets administrators reach pages without choosing an account', () => {
    expect(decide({ pathname: '/campaigns', session: admin })).toEqual({ kind: 'render' });
  });

  it('takes staff with no account open from the summary to their home, and lets them read an open account’s', () => {
    expect(decide({ pathname: '/', session: admin })).toEqual({ kind: 'redirect', to: '/admin' });
    expect(decide({ pathname: '/', session: admin, selectedAccountId: 'a1' })).toEqual({ kind: 'render' });
  });

  it('renders for a customer with a selected account', () => {
    expect(decide({ pathname: '/campaigns', session: customer, selectedAccountId: 'a1' })).toEqual({ kind: 'render' });
  });
});
