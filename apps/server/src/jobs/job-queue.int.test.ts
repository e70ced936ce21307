import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import { startJobQueue } from './job-queue';

describe('the job queue', () => {
  it('a handler that outlives stop() ends quietly after the pool is closed, and its job is kept to run again', async () => {
    const database = await openTestDatabase();
    const unhandled: unknown[] = [];
    const collect = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', collect);
    try {
      const queue = await startJobQueue(database.pool, { error: () => undefined }, { stopWaitMs: 1_000 });
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      await queue.work('slow-job', async () => {
        started();
        await finished;
        throw new Error('the handler fails once everything is closed');
      });
      await queue.send('slow-job', { n: 1 });
      await running;
      await queue.stop();
      // pg-boss marked it failed while active, with retries left: it runs again on the next start.
      const { rows } = await database.pool.query<{ state: string }>(
        `select state from pgboss.job where name = 'slow-job'`,
      );
      expect(rows.map((row) => row.state)).toEqual(['retry']);
      await database.close();
      // pg-boss now records the handler's failure: on the closed pool this was an unhandled rejection.
      finish();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', collect);
    }
  });

  it('a job that fails is retried on its own: the others of its batch are done once', async () => {
    const database = await openTestDatabase();
    const queue = await startJobQueue(database.pool, { error: () => undefined }, { stopWaitMs: 1_000 });
    try {
      for (const n of [1, 2, 3]) await queue.send('batch-job', { n });
      const runs: number[] = [];
      await queue.work<{ n: number }>('batch-job', async ({ n }) => {
        runs.push(n);
        if (n === 2) throw new Error('the second one fails');
      });
      await expect
        .poll(async () => {
          const { rows } = await database.pool.query<{ n: number; state: string }>(
            `select (data->>'n')::int as n, state from pgboss.job where name = 'batch-job' order by 1`,
          );
          return rows.map((row) => `${row.n} ${row.state}`);
        })
        .toEqual(['1 completed', '2 retry', '3 completed']);
      expect(runs.sort()).toEqual([1, 2, 3]);
    } finally {
      await queue.stop();
      await database.close();
    }
  });

  it('a fetch takes its batch off the front of an index in its order: it sorts no backlog', async () => {
    const database = await openTestDatabase();
    const queue = await startJobQueue(database.pool, { error: () => undefined }, { stopWaitMs: 1_000 });
    try {
      for (const n of [1, 2, 3]) await queue.send('fetch-order', { n });
      // pg-boss's own fetch, as its worker runs it. With sorting priced out, a plan that still sorts has no other
      // way to read the jobs in their order.
      const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
        fetchNextJob: (schema: string) => (options: { priority: boolean }) => string;
      };
      const fetch = plans
        .fetchNextJob('pgboss')({ priority: true })
        .replaceAll('$1', `'fetch-order'`)
        .replaceAll('$2', '50');
      const plan = await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_sort = off`);
        const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain ${fetch}`));
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('Index Scan');
      expect(plan).not.toMatch(/Sort/);
    } finally {
      await queue.stop();
      await database.close();
    }
  });
});
