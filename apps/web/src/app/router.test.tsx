import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import { setSelectedAccountId } from '../lib/selected-account';
import type { Session } from '../lib/session/session-context';
import { pointAt } from '../test/deferred-parts';
import { renderRoutes } from '../test/render';
import { allowConsoleErrors } from '../../../../test-support/fail-on-console-error';
import { routes } from './router';

const customer: Session = {
  status: 'signedIn',
  user: { username: 'owner@demo.test', name: 'Olivia Owens', email: 'owner@demo.test', isAdmin: false },
};
const admin: Session = {
  status: 'signedIn',
  user: { username: 'staff@demo.test', name: 'Sam Staff', email: 'staff@demo.test', isAdmin: true },
};

describe('routes', () => {
  it('shows the 404 text for a path outside both areas', async () => {
    renderRoutes(routes, { path: '/no/such/place' });
    expect(await screen.findByRole('heading', { name: MESSAGES.notFound })).toBeInTheDocument();
  });

  it('shows the 404 inside the signed-in shell, header and menus kept, for someone signed in', async () => {
    setSelectedAccountId('acc-1');
    renderRoutes(routes, { path: '/no/such/place', session: customer });
    expect(await screen.findByRole('heading', { name: MESSAGES.notFound })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Page not found · Advertiser Portal'));
  });

  it('names the browser tab after the screen', async () => {
    renderRoutes(routes, { path: '/forgot-password' });
    await waitFor(() => expect(document.title).toBe('Forgot Password · Advertiser Portal'));
  });

  it('names the 404 page in the tab', async () => {
    renderRoutes(routes, { path: '/no/such/place' });
    await waitFor(() => expect(document.title).toBe('Page not found · Advertiser Portal'));
  });

  it('redirects an unknown path inside the logged-out area to /login', async () => {
    const { router } = renderRoutes(routes, { path: '/otp/extra/segments' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('redirects an unknown path inside the signed-in area to /account', async () => {
    setSelectedAccountId('acc-1');
    const { router } = renderRoutes(routes, { path: '/campaigns/7/listings/9/extra', session: customer });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a protected path to /login with redirectTo', async () => {
    const { router } = renderRoutes(routes, { path: '/billing' });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?redirectTo=%2Fbilling'),
    );
  });

  it('shows a spinner while the session loads', async () => {
    renderRoutes(routes, { path: '/campaigns', session: { status: 'loading' } });
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });

  it('frames signed-in screens with the top navigation and the footer once an account is selected', async () => {
    setSelectedAccountId('acc-1');
    renderRoutes(routes, { path: '/campaigns', session: customer });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Summary', 'Campaigns', 'Billing']);
    expect(within(nav).getByRole('link', { name: 'Campaigns' })).toHaveAttribute('aria-current', 'page');
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Summary', 'Campaigns', 'Billing']);
  });

  it('hides the footer when no account is selected', async () => {
    renderRoutes(routes, { path: '/campaigns', session: admin });
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();
  });

  it('offers Switch Account to customers only, and Sign Out clears the account and goes to /login', async () => {
    setSelectedAccountId('acc-1');
    const user = userEvent.setup();
    const { router, signedOut } = renderRoutes(routes, { path: '/campaigns', session: customer });
    await user.click(await pointAt(user, /user menu/i));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Account',
      'Profile',
      'Switch Account',
      'Contact Us',
      'Sign Out',
    ]);
    await user.click(items[4]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signedOut).toEqual(['signOut']);
    expect(window.localStorage.getItem('selectedAccountId')).toBeNull();
  });

  it('has no Switch Account for administrators', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/campaigns', session: admin });
    await user.click(await pointAt(user, /user menu/i));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Account', 'Profile', 'Contact Us', 'Sign Out']);
  });

  it('shows the error screen when a screen throws, and Try again goes to /campaigns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // React reports the caught render error on console.error; here that is the point of the test.
    allowConsoleErrors(/render failed/);
    const Broken = () => {
      throw new Error('render failed');
    };
    const [root] = routes;
    const withBrokenScreen: RouteObject[] = [
      {
        element: root?.element,
        children: [...(root?.children ?? []), { path: 'broken', element: <Broken /> }],
      },
    ];
    const user = userEvent.setup();
    const { router } = renderRoutes(withBrokenScreen, { path: '/broken', session: admin });
    expect(await screen.findByRole('heading', { name: MESSAGES.somethingWentWrong })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.tryAgainLater)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.tryAgain }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
    expect(await screen.findByRole('heading', { name: 'Campaigns' })).toBeInTheDocument();
    warn.mockRestore();
  });
});
