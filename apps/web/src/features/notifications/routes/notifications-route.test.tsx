import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockAt } from '../../../test/clock';
import { renderRoutes } from '../../../test/render';
import { WithAccount } from '../../../test/with-account';
import { notificationFactory, pageOf } from '../test/notification-fixtures';
import { Component as NotificationsRoute } from './notifications-route';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());
// Sunday 29 November 2026, noon in Chicago.
clockAt('2026-11-29T18:00:00Z');

/** /notifications on Brightside (CST) as its OWNER; the server's answers come from `answer`. */
function renderPage(answer: (url: URL, init: RequestInit) => Response, path = '/notifications') {
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => answer(new URL(url, 'http://portal.test'), init));
  vi.stubGlobal('fetch', fetch);
  const result = renderRoutes(
    [
      {
        path: '/notifications',
        element: (
          <WithAccount role="OWNER">
            <NotificationsRoute />
          </WithAccount>
        ),
      },
      { path: '/lead/:id', element: <h1>The lead</h1> },
    ],
    {
      path,
      session: { status: 'signedIn', user: { username: 'o', name: 'Olivia', email: 'o@example.test', isAdmin: false } },
    },
  );
  return { ...result, fetch };
}

const lists = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls
    .map(([url, init]) => [new URL(url as string, 'http://portal.test'), init as RequestInit | undefined] as const)
    .filter(([url, init]) => (init?.method ?? 'GET') === 'GET' && url.pathname.endsWith('/notifications'))
    .map(([url]) => url.searchParams);

describe('/notifications', () => {
  it('lists them with the day and time in the account’s zone, and marks one read when it is opened', async () => {
    const lead = notificationFactory({ createdAt: '2026-11-29T16:05:00Z' });
    const invoice = notificationFactory({
      type: 'invoice.issued',
      title: 'Invoice INV-7 issued',
      link: '/billing',
      read: true,
      createdAt: '2026-11-20T15:00:00Z',
    });
    const { fetch } = renderPage((url, init) =>
      init.method === 'POST' ? json(200, { unreadCount: 0 }) : json(200, pageOf([lead, invoice], { unreadCount: 3 })),
    );
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveTextContent('Today, 10:05 AM CST');
    expect(second).toHaveTextContent('Nov 20, 9:00 AM CST');
    expect(screen.getByText(/3 unread on this account\./)).toBeInTheDocument();
    await userEvent.click(first!);
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) => String(url).endsWith(`/notifications/${lead.id}/read`) && init?.method === 'POST',
        ),
      ).toBe(true),
    );
    expect(await screen.findByRole('heading', { name: 'The lead' })).toBeInTheDocument();
  });

  it('filters by topic and unread in the URL, and clears filters that leave nothing', async () => {
    const { fetch, router } = renderPage(
      (url) => json(200, url.searchParams.get('topic') === 'BILLING' ? pageOf([]) : pageOf([notificationFactory()])),
      '/notifications?show=unread',
    );
    await screen.findByRole('list', { name: 'Your notifications' });
    expect(lists(fetch).at(-1)?.get('unreadOnly')).toBe('true');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Billing');
    expect(await screen.findByText('No notifications match these filters.')).toBeInTheDocument();
    expect(lists(fetch).at(-1)?.get('topic')).toBe('BILLING');
    expect(router.state.location.search).toBe('?topic=BILLING&show=unread');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('list', { name: 'Your notifications' });
    expect(router.state.location.search).toBe('');
  });

  it('says when there are none yet, and when they cannot be loaded', async () => {
    renderPage(() => json(200, pageOf([])));
    expect(await screen.findByText(/No notifications yet\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says when they cannot be loaded', async () => {
    renderPage(() => json(500, { code: 'INTERNAL', message: 'The database is not answering.' }));
    expect(await screen.findByText('Your notifications could not be loaded')).toBeInTheDocument();
  });
});
