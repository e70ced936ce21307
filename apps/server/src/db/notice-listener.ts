import pg from 'pg';
import type { Logger } from 'pino';

export interface NoticeListener {
  /** True while the LISTEN connection is up and listening: notices sent now will arrive. */
  readonly live: boolean;
  close(): Promise<void>;
}

export interface NoticeHandlers {
  /** A notice's payload, as the trigger sent it. */
  onNotice(payload: string): void;
  /**
   * The connection went down or came (back) up: notices may have been missed meanwhile, so whatever they
   * would have invalidated is stale. Called before `live` turns true again, and whenever it turns false.
   */
  onGap(): void;
}

const RECONNECT_MS = [100, 500, 1_000, 2_000, 5_000];

/**
 * Listens on one PostgreSQL channel over a connection of its own (LISTEN needs a session that stays), and
 * reconnects with backoff when it drops. PostgreSQL delivers a NOTIFY at its transaction's commit to every
 * session listening, on every process: this is how the processes hear of each other's writes.
 */
export function listenForNotices(
  databaseUrl: string,
  channel: string,
  handlers: NoticeHandlers,
  logger: Pick<Logger, 'warn'>,
): NoticeListener {
  let live = false;
  let closed = false;
  let client: pg.Client | null = null;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;

  const lost = (reason: string) => {
    if (closed) return;
    if (live) logger.warn({ channel, reason }, 'notice listener lost its connection; reconnecting');
    live = false;
    handlers.onGap();
    const dropped = client;
    client = null;
    // Its listeners go (no more notices or reconnects from it), but an error it still emits while ending
    // must find a listener: an unheard 'error' event would end the process.
    dropped?.removeAllListeners();
    dropped?.on('error', () => undefined);
    void dropped?.end().catch(() => undefined);
    retry ??= setTimeout(
      () => {
        retry = null;
        void connect();
      },
      RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)],
    );
    failures += 1;
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true, connectionTimeoutMillis: 3_000 });
    client = next;
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onNotice(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      if (client === next) lost(error instanceof Error ? error.message : String(error));
      return;
    }
    if (closed || client !== next) return;
    failures = 0;
    // Anything cached before this moment may have missed its notice.
    handlers.onGap();
    live = true;
  }

  void connect();
  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      last?.removeAllListeners();
      last?.on('error', () => undefined);
      await last?.end().catch(() => undefined);
    },
  };
}
