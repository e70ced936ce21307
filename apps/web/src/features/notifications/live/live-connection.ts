import type { LiveCloseReason, LiveMessage } from '@portal/shared/notifications';

/** The part of the browser's EventSource used here, so that tests can hand in their own. */
export interface LiveSource {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: 'notification' | 'event' | 'closed', listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveConnectionOptions {
  /** A new single-use ticket: each (re)connection needs its own. */
  getTicket: () => Promise<string>;
  /** The stream's address for a ticket, resuming after `lastEventId` when one was seen. */
  streamUrl: (ticket: string, lastEventId: string | null) => string;
  onMessage: (message: Exclude<LiveMessage, { kind: 'closed' }>) => void;
  /** The stream opened again without an id to resume from: what happened meanwhile must be read again. */
  onResync: () => void;
  createSource?: (url: string) => LiveSource;
  /** 0 to 1, for the jitter; tests pass a constant. */
  random?: () => number;
}

export const RECONNECT_MS = { first: 1_000, max: 30_000 };

/**
 * The wait before reconnection attempt `failures` (0 is the first): doubling from 1 s up to 30 s, each
 * within ±20 %, so that browsers dropped together by a restarting server do not all come back at once.
 */
export const reconnectDelay = (failures: number, random: () => number = Math.random) =>
  Math.round(Math.min(RECONNECT_MS.max, RECONNECT_MS.first * 2 ** failures) * (0.8 + 0.4 * random()));

/**
 * Keeps one live stream open until closed. Any error closes the source and opens a new one with a new
 * ticket after a backoff, resuming from the last id seen (?lastEventId=): the browser's own reconnection
 * would reuse the spent ticket and be refused. A successful open starts the backoff again from 1 s. The
 * server may say why it ends a stream: the person's access changed (a new ticket is asked for at once, and
 * says what they may see now, or is refused and signs them out), or they have too many streams open
 * elsewhere and this, the oldest, stays closed.
 */
export function openLiveConnection(options: LiveConnectionOptions): { close: () => void } {
  const createSource = options.createSource ?? ((url: string) => new EventSource(url) as LiveSource);
  let closed = false;
  let source: LiveSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let openedBefore = false;
  let lastEventId: string | null = null;

  function receive(event: MessageEvent<string>) {
    if (event.lastEventId) lastEventId = event.lastEventId;
    let message: LiveMessage;
    try {
      message = JSON.parse(event.data) as LiveMessage;
    } catch {
      return;
    }
    if (message.kind === 'closed') {
      endedByServer(message.reason);
      return;
    }
    options.onMessage(message);
  }

  function endedByServer(reason: LiveCloseReason) {
    source?.close();
    source = null;
    if (reason === 'TOO_MANY_STREAMS') {
      closed = true;
      return;
    }
    clearTimeout(timer);
    void connect();
  }

  function retry() {
    if (closed) return;
    timer = setTimeout(() => void connect(), reconnectDelay(failures, options.random));
    failures += 1;
  }

  async function connect() {
    timer = undefined;
    let ticket: string;
    try {
      ticket = await options.getTicket();
    } catch {
      retry();
      return;
    }
    if (closed) return;
    const current = createSource(options.streamUrl(ticket, lastEventId));
    source = current;
    current.onopen = () => {
      if (openedBefore && lastEventId === null) options.onResync();
      openedBefore = true;
      failures = 0;
    };
    current.onerror = () => {
      current.close();
      if (source !== current) return;
      source = null;
      retry();
    };
    current.addEventListener('notification', receive);
    current.addEventListener('event', receive);
    current.addEventListener('closed', receive);
  }

  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      source?.close();
      source = null;
    },
  };
}
