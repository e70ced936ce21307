import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '@portal/shared/notifications';
import { openLiveConnection, reconnectDelay, type LiveSource } from './live-connection';

/** An EventSource the test drives: it opens, sends and fails when told to. */
class FakeSource implements LiveSource {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  send(type: 'notification' | 'event' | 'closed', id: string, data: LiveMessage) {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

const leadEvent = (id: string): LiveMessage => ({
  kind: 'event',
  event: { id, type: 'lead.created', accountId: 'acc-1', timestamp: '2026-05-01T10:00:00Z', data: {} },
});

let sources: FakeSource[];
let tickets: number;
let getTicket: ReturnType<typeof vi.fn<() => Promise<string>>>;

function connect(overrides: { getTicket?: () => Promise<string> } = {}) {
  const messages: LiveMessage[] = [];
  const onResync = vi.fn();
  const connection = openLiveConnection({
    getTicket: overrides.getTicket ?? getTicket,
    streamUrl: (ticket, lastEventId) => `/stream?ticket=${ticket}${lastEventId ? `&lastEventId=${lastEventId}` : ''}`,
    onMessage: (message) => messages.push(message),
    onResync,
    createSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    random: () => 0.5,
  });
  return { connection, messages, onResync };
}

/** Lets the ticket's promise settle, then moves the clock. */
const advance = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
};

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  tickets = 0;
  getTicket = vi.fn(async () => `t${(tickets += 1)}`);
});
afterEach(() => vi.useRealTimers());

describe('the live connection', () => {
  it('opens with a ticket and hands on what the stream sends', async () => {
    const { messages, connection } = connect();
    await advance(0);
    expect(sources.map((source) => source.url)).toEqual(['/stream?ticket=t1']);
    sources[0]!.open();
    sources[0]!.send('event', 'e1', leadEvent('e1'));
    expect(messages).toEqual([leadEvent('e1')]);
    connection.close();
    expect(sources[0]!.closed).toBe(true);
  });

  it('after an error, closes the source and reconnects with a new ticket and the last id, backing off', async () => {
    const { connection } = connect();
    await advance(0);
    sources[0]!.open();
    sources[0]!.send('event', 'e1', leadEvent('e1'));
    sources[0]!.send('event', 'e2', leadEvent('e2'));

    sources[0]!.fail();
    expect(sources[0]!.closed).toBe(true);
    await advance(999);
    expect(sources).toHaveLength(1);
    await advance(1);
    expect(sources[1]!.url).toBe('/stream?ticket=t2&lastEventId=e2');

    // Refused twice more (a spent ticket answers 404, which the browser reports as an error): 2 s, then 4 s.
    sources[1]!.fail();
    await advance(1_999);
    expect(sources).toHaveLength(2);
    await advance(1);
    expect(sources).toHaveLength(3);
    sources[2]!.fail();
    await advance(3_999);
    expect(sources).toHaveLength(3);
    await advance(1);
    expect(sources[3]!.url).toBe('/stream?ticket=t4&lastEventId=e2');

    // Once it opens, the next failure waits 1 s again.
    sources[3]!.open();
    sources[3]!.fail();
    await advance(1_000);
    expect(sources).toHaveLength(5);
    connection.close();
  });

  it('waits at most 30 s between attempts, with ±20 % jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((failures) => reconnectDelay(failures, () => 0.5))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 1)).toBe(1_200);
  });

  it('retries when no ticket can be had, with the same backoff', async () => {
    let calls = 0;
    connect({
      getTicket: async () => {
        calls += 1;
        if (calls < 3) throw new TypeError('offline');
        return 'late';
      },
    });
    await advance(0);
    expect(calls).toBe(1);
    await advance(1_000);
    expect(calls).toBe(2);
    await advance(2_000);
    expect(calls).toBe(3);
    expect(sources.map((source) => source.url)).toEqual(['/stream?ticket=late']);
  });

  it('asks for a resync when it reopens without an id to resume from', async () => {
    const { onResync } = connect();
    await advance(0);
    sources[0]!.open();
    expect(onResync).not.toHaveBeenCalled();
    sources[0]!.fail();
    await advance(1_000);
    sources[1]!.open();
    expect(onResync).toHaveBeenCalledOnce();
  });

  it('stops reconnecting once closed (account change, sign-out)', async () => {
    const { connection } = connect();
    await advance(0);
    sources[0]!.fail();
    connection.close();
    await advance(60_000);
    expect(sources).toHaveLength(1);
    expect(getTicket).toHaveBeenCalledOnce();
  });

  it('drops a ticket that arrives after it was closed', async () => {
    let answer!: (ticket: string) => void;
    const { connection } = connect({ getTicket: () => new Promise((resolve) => (answer = resolve)) });
    connection.close();
    answer('t1');
    await advance(0);
    expect(sources).toHaveLength(0);
  });

  it('asks for a new ticket at once when the server ends the stream because the person’s access changed', async () => {
    const { messages } = connect();
    await advance(0);
    sources[0]!.open();
    sources[0]!.send('event', 'e1', leadEvent('e1'));
    sources[0]!.send('closed', '', { kind: 'closed', reason: 'ACCESS_CHANGED' });
    expect(sources[0]!.closed).toBe(true);
    await advance(0);
    expect(getTicket).toHaveBeenCalledTimes(2);
    expect(sources).toHaveLength(2);
    expect(sources[1]!.url).toBe('/stream?ticket=t2&lastEventId=e1');
    expect(messages.map((message) => message.kind)).toEqual(['event']);
  });

  it('stays closed when the server closed it as one stream too many', async () => {
    connect();
    await advance(0);
    sources[0]!.open();
    sources[0]!.send('closed', '', { kind: 'closed', reason: 'TOO_MANY_STREAMS' });
    sources[0]!.fail();
    await advance(60_000);
    expect(sources).toHaveLength(1);
    expect(getTicket).toHaveBeenCalledOnce();
  });
});
