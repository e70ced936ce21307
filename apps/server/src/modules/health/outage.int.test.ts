import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { buildDependencies } from '../../dependencies';
import { loadConfig } from '../../config/env';
import { openDatabase, type Database } from '../../db/database';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../db/embedded-postgres';
import { prepareDatabase } from '../../prepare-database';
import type { App } from '../../http/types';
import { startJobQueue, type JobQueue } from '../../jobs/job-queue';
import { systemClock } from '../../lib/clock';
import { openTestDatabase, testDatabaseKind } from '../../test/test-database';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { TEST_DEMO_PASSWORD } from '../../test/demo';

// The database sits behind a TCP proxy so that the test can take it away under the running server.
let upstream: { url: string; close(): Promise<void> };
let proxy: TcpProxy;
let database: Database;
let app: App;
let queue: JobQueue;

beforeAll(async () => {
  upstream = await startUpstream();
  const target = new URL(upstream.url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(upstream.url);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  database = await openDatabase({
    databaseUrl: viaProxy.toString(),
    poolMax: 3,
    logger: { error: () => undefined, warn: () => undefined },
  });
  await prepareDatabase(database, { demoPassword: TEST_DEMO_PASSWORD });
  queue = await startJobQueue(database.pool, { error: () => undefined });
  app = await buildApp(
    buildDependencies({
      config: loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: 'true' }),
      database,
      queue,
      clock: systemClock,
      payments: null,
    }),
  );
  // A route that queries, as every data route will, to see what a query failing mid-outage becomes.
  app.get('/api/test-only/query', { config: { access: { kind: 'public' } } }, async () => {
    await database.pool.query('select 1');
    return { ok: true };
  });
});

afterAll(async () => {
  await app.close();
  await queue.stop();
  await database.close();
  await proxy.close();
  await upstream.close();
});

async function startUpstream(): Promise<{ url: string; close(): Promise<void> }> {
  if (testDatabaseKind() === 'pglite') {
    const embedded: EmbeddedPostgres = await startEmbeddedPostgres({ maxConnections: 5 });
    return { url: embedded.url, close: () => embedded.stop() };
  }
  const created = await openTestDatabase();
  return { url: created.url!, close: () => created.close() };
}

const readiness = () => app.inject({ method: 'GET', url: '/api/readyz' });

describe('database outage', () => {
  it('answers 503 with Retry-After while the database is gone, and recovers by itself', async () => {
    expect((await readiness()).statusCode).toBe(200);

    await proxy.cut();
    const down = await readiness();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({ status: 'unavailable', database: 'down' });
    // The process is still serving.
    expect((await app.inject({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(200);

    await proxy.restore();
    await expect.poll(async () => (await readiness()).statusCode, { timeout: 10_000, interval: 200 }).toBe(200);
  });

  it('survives a connection lost between two queries of a transaction (the client is checked out of the pool)', async () => {
    // Before the pool gave every client its own error listener, this ended the process: the client
    // emitted 'error' while no query of its own was waiting and no pool listener was attached.
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    await proxy.restore();
    await expect.poll(async () => (await readiness()).statusCode, { timeout: 10_000, interval: 200 }).toBe(200);
  });

  it('turns a failed query during an outage into a 503 in the error shape', async () => {
    await proxy.cut();
    const response = await app.inject({ method: 'GET', url: '/api/test-only/query' });
    await proxy.restore();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
