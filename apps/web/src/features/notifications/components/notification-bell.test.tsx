import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pointAt } from '../../../test/deferred-parts';
import { renderRoutes } from '../../../test/render';
import { WithAccount } from '../../../test/with-account';
import { LEAD_ID, notificationFactory, pageOf } from '../test/notification-fixtures';
import { NotificationBell } from './notification-bell';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (url: string, init: RequestInit) => Response | undefined;

afterEach(() => vi.unstubAllGlobals());

/** The bell in a header, on Brightside as its OWNER; `/lead/:id` is there to be opened. */
function renderBell(answer: Handler) {
  const fetch = vi.fn(
    async (url: string, init: RequestInit = {}) => answer(url, init) ?? json(404, { code: 'NOT_FOUND' }),
  );
  vi.stubGlobal('fetch', fetch);
  const result = renderRoutes(
    [
      {
        path: '/',
        element: (
          <WithAccount role="OWNER">
            <NotificationBell accountId="00000000-0000-4000-8000-000000001001" />
          </WithAccount>
        ),
      },
      { path: '/lead/:id', element: <h1>The lead</h1> },
    ],
    {
      path: '/',
      session: { status: 'signedIn', user: { username: 'o', name: 'Olivia', email: 'o@example.test', isAdmin: false } },
    },
  );
  return { ...result, fetch };
}

const isList = (url: string, init: RequestInit) => (init.method ?? 'GET') === 'GET' && url.includes('/notifications?');

describe('the notification bell', () => {
  it('says the unread count in its name, and lists the newest with the unread marked', async () => {
    const unread = notificationFactory();
    const read = notificationFactory({ title: 'Invoice INV-7 issued', link: '/billing', read: true });
    renderBell((url, init) => (isList(url, init) ? json(200, pageOf([unread, read])) : undefined));
    const bell = await pointAt(userEvent, 'Notifications, 1 unread');
    await userEvent.click(bell);
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAccessibleName(/^Unread: New lead from Nora North/);
    expect(first).toHaveTextContent('5 min ago');
    expect(first).toHaveAttribute('href', `/lead/${LEAD_ID}`);
    expect(second).toHaveAccessibleName(/^Invoice INV-7 issued/);
  });

  it('says so when there are none yet', async () => {
    renderBell((url, init) => (isList(url, init) ? json(200, pageOf([])) : undefined));
    await userEvent.click(await pointAt(userEvent, 'Notifications'));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows a failed load with Try Again, which loads them', async () => {
    let fail = true;
    renderBell((url, init) =>
      isList(url, init)
        ? fail
          ? json(500, { code: 'INTERNAL' })
          : json(200, pageOf([notificationFactory()]))
        : undefined,
    );
    // The count is not known, so the bell has no number; a server error is retried twice before it shows.
    await userEvent.click(await pointAt(userEvent, 'Notifications'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your notifications could not be loaded');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: /New lead from Nora North/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks all read: the count goes, and the rows are no longer marked', async () => {
    const items = [notificationFactory(), notificationFactory({ title: 'New call from Cal Caller' })];
    const { fetch } = renderBell((url, init) => {
      if (isList(url, init)) return json(200, pageOf(items));
      if (url.endsWith('/notifications/read-all')) return json(200, { unreadCount: 0 });
    });
    await userEvent.click(await pointAt(userEvent, 'Notifications, 2 unread'));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: /^New call from Cal Caller/ })).toBeInTheDocument();
    const [url, init] = fetch.mock.calls.find(([url]) => url.endsWith('/read-all'))!;
    expect(url).toContain('/notification-svc/notifications/read-all');
    expect(JSON.parse(init!.body as string)).toEqual({ accountId: '00000000-0000-4000-8000-000000001001' });
  });

  it('opens a notification’s page and marks it read', async () => {
    const note = notificationFactory();
    const { fetch, router } = renderBell((url, init) => {
      if (isList(url, init)) return json(200, pageOf([note, notificationFactory()]));
      if (url.endsWith(`/notifications/${note.id}/read`)) return json(200, { unreadCount: 1 });
    });
    await userEvent.click(await pointAt(userEvent, 'Notifications, 2 unread'));
    await userEvent.click((await screen.findAllByRole('link', { name: /New lead from Nora North/ }))[0]!);
    expect(await screen.findByRole('heading', { name: 'The lead' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/lead/${LEAD_ID}`);
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        expect.stringContaining(`/notification-svc/notifications/${note.id}/read`),
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });

  it('loads more below the newest', async () => {
    renderBell((url, init) => {
      if (!isList(url, init)) return undefined;
      return url.includes('cursor=')
        ? json(200, pageOf([notificationFactory({ title: 'An older lead', read: true })]))
        : json(200, pageOf([notificationFactory()], { nextCursor: 'c1' }));
    });
    await userEvent.click(await pointAt(userEvent, 'Notifications, 1 unread'));
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /An older lead/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
