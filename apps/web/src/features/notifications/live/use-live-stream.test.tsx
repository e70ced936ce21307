import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSummary } from '@portal/shared/contracts/leads/get-summary';
import type { LiveMessage } from '@portal/shared/notifications';
import { contractQuery } from '../../../lib/http/api';
import { renderRoutes } from '../../../test/render';
import { ACCOUNT_ID } from '../../../test/listing-budget-factories';
import { NotificationBell } from '../components/notification-bell';
import { notificationFactory, pageOf } from '../test/notification-fixtures';
import { useLiveStream } from './use-live-stream';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The browser's EventSource, as far as the stream uses it: the test sends its messages. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  send(id: string, message: LiveMessage) {
    const event = new MessageEvent(message.kind, { data: JSON.stringify(message), lastEventId: id });
    this.listeners.get(message.kind)?.forEach((listener) => listener(event));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

/** The signed-in frame's part: the stream, the bell, and a screen that shows the summary. */
function Frame() {
  useLiveStream(ACCOUNT_ID);
  useQuery(
    contractQuery(getSummary, { params: { accountId: ACCOUNT_ID }, query: { from: '2026-05-01', to: '2026-05-30' } }),
  );
  return <NotificationBell accountId={ACCOUNT_ID} />;
}

function renderFrame() {
  const fetch = vi.fn(async (url: string) => {
    if (url.includes('/stream-tickets/')) return json(201, { ticket: 'ticket-1', expiresAt: '2026-05-01T10:01:00Z' });
    if (url.includes('/notifications?')) return json(200, pageOf([notificationFactory()]));
    if (url.includes('/summary')) return json(200, {});
    return json(404, { code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('EventSource', FakeEventSource);
  renderRoutes([{ path: '/', element: <Frame /> }], {
    path: '/',
    session: { status: 'signedIn', user: { username: 'o', name: 'Olivia', email: 'o@example.test', isAdmin: false } },
  });
  const calls = (part: string) => fetch.mock.calls.filter(([url]) => url.includes(part)).length;
  return { calls };
}

describe('the live stream', () => {
  it('opens with a ticket, puts a new notification in the bell without a refetch, and refreshes the summary on a lead', async () => {
    const { calls } = renderFrame();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [source] = FakeEventSource.opened;
    expect(source!.url).toBe('/api/notification-svc/stream?ticket=ticket-1');
    await waitFor(() => expect(calls('/summary')).toBe(1));

    source!.send('n-2', { kind: 'notification', notification: notificationFactory(), unreadCount: 2 });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(calls('/notifications?')).toBe(1);

    source!.send('e-1', {
      kind: 'event',
      event: {
        id: 'e-1',
        type: 'lead.created',
        accountId: ACCOUNT_ID,
        timestamp: '2026-05-01T10:00:00Z',
        data: { campaignId: 'c-1', billable: true },
      },
    });
    await waitFor(() => expect(calls('/summary')).toBe(2));
  });
});
