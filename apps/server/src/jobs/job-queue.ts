import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';

/** Every job is retried with backoff: 10 times, from 5 seconds. */
const RETRIES = { retryLimit: 10, retryDelay: 5, retryBackoff: true } as const;

/**
 * Jobs taken per fetch: a worker's one round trip brings 50 (a burst of leads mails every user of an account).
 * Taking 5 at a time, when each fetch still sorted the whole backlog, made the fetches a quarter of PostgreSQL's
 * work while ingesting (bench/supply-api.mjs).
 */
const WORK_BATCH = 50;

/**
 * pg-boss fetches a queue's waiting jobs by priority, then age (`order by priority desc, created_on, id`), and its
 * own index (name, start_after) does not hold them in that order: each fetch sorted the whole backlog, 245 ms with
 * 100,000 mails waiting (EXPLAIN ANALYZE), and with the mail of a burst of leads waiting the fetches were 42-46% of
 * PostgreSQL's work (bench/ingest-rules.mjs, pg_stat_statements). This index in that order gives a fetch its batch
 * off the front, 0.3 ms whatever waits. Made on the partitioned table, so every queue's partition has it, made now
 * or later; at start, once (a large table is locked while it is built). Decision 0063.
 */
export const FETCH_ORDER_INDEX = 'portal_job_fetch_order';
async function indexFetchOrder(pool: pg.Pool) {
  try {
    await pool.query(`create index if not exists ${FETCH_ORDER_INDEX}
      on pgboss.job (name, priority desc, created_on, id) where state < 'active'`);
  } catch (error) {
    // Another process starting at the same moment made it first.
    const code = (error as { code?: string }).code;
    if (code !== '42P07' && code !== '23505') throw error;
  }
}

/** pg-boss's numbered-parameter SQL as a drizzle query, so it can run on a drizzle transaction. */
function sqlOf(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
    sql``,
  );
}

export interface JobQueue {
  send(name: string, data: object): Promise<void>;
  /**
   * Sends inside a database transaction, in one statement: the jobs exist only if the transaction commits. The
   * queue must have been made already (by work() or a send): making it inside would wait, on embedded PGlite's one
   * connection, for the transaction itself.
   */
  sendAllWithin(tx: Db, name: string, data: object[]): Promise<void>;
  /**
   * Takes the queue's jobs as they come. A worker looks for new ones every `pollSeconds` (0.5 s: a passcode
   * mail waits at most that long); jobs that run on a schedule need no such haste.
   */
  work<Data extends object>(
    name: string,
    handler: (data: Data) => Promise<void>,
    options?: { pollSeconds?: number },
  ): Promise<void>;
  /** Runs a job on a cron schedule (UTC); one worker takes each run, however many are started. */
  schedule(name: string, cron: string): Promise<void>;
  /** Ends a schedule that is no longer used (a database made by an older version still runs it). */
  unschedule(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The durable job queue: pg-boss on the application's own connection pool, so jobs live in the same
 * PostgreSQL (embedded or server) as everything else and survive restarts. Failed jobs retry with backoff.
 */
export async function startJobQueue(
  pool: pg.Pool,
  logger: Pick<FastifyBaseLogger, 'error'>,
  /** How long stop() waits for running handlers (pg-boss takes at least 1 s). */
  { stopWaitMs = 10_000 }: { stopWaitMs?: number } = {},
): Promise<JobQueue> {
  let stopped = false;
  const boss = new PgBoss({
    db: {
      // A handler still running when stop() gave up waiting ends after the pool is closed, and pg-boss then
      // records its outcome without catching a failure (an unhandled rejection). Once stopped, its statements
      // never settle instead: nothing is written, and the job, still active in the table, is retried by
      // pg-boss when it expires, so it is not lost.
      executeSql: (text: string, values?: unknown[]) =>
        stopped ? new Promise<never>(() => undefined) : pool.query(text, values),
    },
    // Cron jobs (the campaign schedule) are kept in the database, so a restart loses no run.
    schedule: true,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  await indexFetchOrder(pool);
  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name, { name, ...RETRIES });
    created.add(name);
  };
  return {
    async send(name, data) {
      await ensureQueue(name);
      await boss.send(name, data);
    },
    async sendAllWithin(tx, name, data) {
      if (data.length === 0) return;
      await ensureQueue(name);
      await boss.insert(
        data.map((item) => ({ name, data: item, ...RETRIES })),
        { db: { executeSql: (text, values) => tx.execute(sqlOf(text, values)) } },
      );
    },
    async work(name, handler, { pollSeconds = 0.5 } = {}) {
      await ensureQueue(name);
      await boss.work(name, { pollingIntervalSeconds: pollSeconds, batchSize: WORK_BATCH }, async (jobs) => {
        // Each job succeeds or fails on its own: pg-boss fails a whole batch when its handler throws, which
        // would send again the messages already sent before the one that failed.
        for (const job of jobs) {
          try {
            await handler(job.data as never);
          } catch (error) {
            // Recorded as pg-boss records a handler's error.
            await boss.fail(name, job.id, error as object);
          }
        }
      });
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron);
    },
    async unschedule(name) {
      await boss.unschedule(name);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: stopWaitMs });
      stopped = true;
    },
  };
}
