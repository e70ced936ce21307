import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { openTestDatabase } from '../test/test-database';
import { sharedRateLimit } from './shared-rate-limit';

const MINUTE = 60_000;

describe('the rate-limit store shared by processes', () => {
  it('counts the requests that arrive while their first share is on its way to the database', async () => {
    const database = await openTestDatabase();
    // The database answers a share only when the test says so: the requests in between are the case.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    let shares = 0;
    const slowDb = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
        return async (...args: Parameters<Db['execute']>) => {
          shares += 1;
          await held;
          return target.execute(...args);
        };
      },
    });
    const limiter = sharedRateLimit(
      slowDb,
      (error) => expect.fail(String(error)),
      () => Date.UTC(2026, 10, 28, 9, 0, 5),
    );
    try {
      const store = new limiter.Store() as {
        incr(key: string, done: (error: null, state: { current: number }) => void, window: number): void;
      };
      const incr = () =>
        new Promise<number>((resolve) => store.incr('ingest:key-1', (_error, state) => resolve(state.current), MINUTE));
      expect(await incr()).toBe(1);
      // The first request of a window shares at once (setImmediate): it is under way, held.
      await expect.poll(() => shares).toBe(1);
      const during = [await incr(), await incr(), await incr(), await incr(), await incr()];
      expect(during).toEqual([2, 3, 4, 5, 6]);
      answer();
      await limiter.share();
      await limiter.share();
      expect(await incr()).toBe(7);
    } finally {
      answer();
      await limiter.stop();
      await database.close();
    }
  });
});
