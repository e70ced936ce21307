import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** How often each process adds what it counted to the shared totals, and learns the others'. */
export const SHARE_EVERY_MS = 200;

interface Counted {
  windowStart: number;
  windowEnd: number;
  /** What every process had counted at the last share, this one's included. */
  shared: number;
  /** Counted here since. */
  pending: number;
}

interface RateLimitState {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, state: RateLimitState) => void;

export interface SharedRateLimit {
  /** The store class @fastify/rate-limit takes (`store`): it makes one per route setting. */
  Store: new () => unknown;
  /** Shares what is pending now (tests, shutdown). */
  share(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A rate-limit store for many processes behind one load balancer: windows are fixed and aligned to the
 * clock, so every process agrees where one starts; each counts locally and, every SHARE_EVERY_MS, adds its
 * counts to `rate_limit_windows` in one statement and reads back the totals. A request is judged on the
 * totals last shared plus what this process counted since, so a client spread over N processes gets through
 * at most about N × 200 ms of requests more than the limit. No request waits on the database, and when the
 * database is away the counts wait in memory and are shared when it is back.
 * docs/decisions/0022-rate-limits-shared-by-processes.md
 */
export function sharedRateLimit(
  db: Db,
  onError: (error: unknown) => void,
  /** The time windows are aligned to: the app's clock, so a test that stops it never sees a window roll over. */
  clockMs: () => number = Date.now,
): SharedRateLimit {
  const counts = new Map<string, Counted>();
  let sharing: Promise<void> | null = null;
  let lastSweep = 0;

  async function shareNow(): Promise<void> {
    const now = clockMs();
    const batch = [...counts].filter(([, counted]) => counted.pending > 0);
    // Windows that ended are forgotten here, and swept from the table now and then by whoever shares.
    for (const [key, counted] of counts) if (counted.pending === 0 && counted.windowEnd < now) counts.delete(key);
    if (batch.length === 0) return;
    const taken = batch.map(([key, counted]) => ({ key, windowStart: counted.windowStart, hits: counted.pending }));
    // Moved to `shared` as they are sent, not when the totals come back: in between, they were in neither,
    // and a client that sent its requests during a share had them counted short (six went through a limit of 5).
    for (const [, counted] of batch) {
      counted.shared += counted.pending;
      counted.pending = 0;
    }
    try {
      const result = await db.execute<{ key: string; window_start: string; hits: number }>(sql`
        insert into rate_limit_windows (key, window_start, hits)
        select * from unnest(${sql.param(taken.map((t) => t.key))}::text[],
          ${sql.param(taken.map((t) => t.windowStart))}::bigint[], ${sql.param(taken.map((t) => t.hits))}::int[])
        on conflict (key, window_start) do update set hits = rate_limit_windows.hits + excluded.hits
        returning key, window_start, hits`);
      for (const row of result.rows) {
        const counted = counts.get(row.key);
        if (counted && counted.windowStart === Number(row.window_start)) counted.shared = row.hits;
      }
      if (now - lastSweep > 60_000) {
        lastSweep = now;
        // Apart from the share: the hits above are in the table, and a failed sweep must not count them again.
        await db.execute(sql`delete from rate_limit_windows where window_start < ${now - 3_600_000}`).catch(onError);
      }
    } catch (error) {
      // Counted again next time (the database may be away): nothing is lost, requests never wait for it.
      for (const t of taken) {
        const counted = counts.get(t.key);
        if (counted && counted.windowStart === t.windowStart) {
          counted.shared -= t.hits;
          counted.pending += t.hits;
        }
      }
      onError(error);
    }
  }

  const share = () => (sharing ??= shareNow().finally(() => (sharing = null)));
  const timer = setInterval(() => void share(), SHARE_EVERY_MS);
  timer.unref();

  class Store {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = clockMs();
      const windowStart = Math.floor(now / timeWindow) * timeWindow;
      // Keyed with the window's length too: routes with their own limits count apart.
      const id = `${timeWindow}:${key}`;
      let counted = counts.get(id);
      if (!counted || counted.windowStart !== windowStart) {
        counted = { windowStart, windowEnd: windowStart + timeWindow, shared: 0, pending: 0 };
        counts.set(id, counted);
        // A client new to this process (or a new window) may have been counted by others: learn it now.
        setImmediate(() => void share());
      }
      counted.pending += 1;
      callback(null, { current: counted.shared + counted.pending, ttl: windowStart + timeWindow - now });
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      const now = clockMs();
      const windowStart = Math.floor(now / timeWindow) * timeWindow;
      const counted = counts.get(`${timeWindow}:${key}`);
      if (!counted || counted.windowStart !== windowStart) callback(null, { current: 0, ttl: 0 });
      else callback(null, { current: counted.shared + counted.pending, ttl: windowStart + timeWindow - now });
    }

    child(): Store {
      return new Store();
    }
  }

  return {
    Store,
    share,
    async stop() {
      clearInterval(timer);
      await share();
    },
  };
}
