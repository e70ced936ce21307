import type { QueryKey } from '@tanstack/react-query';

/** Queries an event makes stale: those the screens people watch, then the rest once those are back. */
export interface StaleQueries {
  now: QueryKey[];
  after?: QueryKey[];
}

/**
 * Marks queries stale at once for the first event, then at most once per `windowMs` while events keep
 * coming: a burst of 50 leads refetches the summary a few times, not 50 (each refetch cancels the one
 * before and asks the server again). `after` waits for `now` to be fetched: the server answers the
 * summary and the activity table first instead of sharing its time with lists nobody may be looking at.
 */
export function invalidationBatch(invalidate: (key: QueryKey) => Promise<unknown>, windowMs = 500) {
  const now = new Map<string, QueryKey>();
  const after = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const take = (keys: Map<string, QueryKey>) => {
    const taken = [...keys.values()];
    keys.clear();
    return taken;
  };

  function flush() {
    const first = take(now);
    const then = take(after);
    void Promise.allSettled(first.map((key) => invalidate(key))).then(() => {
      if (!closed) for (const key of then) void invalidate(key);
    });
    timer = setTimeout(() => {
      timer = undefined;
      if (now.size + after.size > 0) flush();
    }, windowMs);
  }

  return {
    add(queries: StaleQueries) {
      if (closed) return;
      for (const key of queries.now) now.set(JSON.stringify(key), key);
      for (const key of queries.after ?? []) after.set(JSON.stringify(key), key);
      if (timer === undefined) flush();
    },
    /** Drops what is pending and ignores what comes after (the stream closed). */
    close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      now.clear();
      after.clear();
    },
  };
}
