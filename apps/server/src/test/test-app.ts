import { afterAll, beforeAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PaymentsProvider } from '../adapters/payments/payments-provider';
import { startPayments } from '../start-payments';
import { startSms } from '../start-sms';
import { buildApp } from '../app';
import { buildDependencies } from '../dependencies';
import { loadConfig, type AppConfig } from '../config/env';
import type { Database } from '../db/database';
import { prepareDatabase } from '../prepare-database';
import type { App } from '../http/types';
import { startJobQueue, type JobQueue } from '../jobs/job-queue';
import { startWorkers } from '../workers';
import { systemClock, type Clock } from '../lib/clock';
import type { ResolveHost } from '../lib/address-policy';
import { TEST_DEMO_PASSWORD } from './demo';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  database: Database;
  config: AppConfig;
  queue: JobQueue;
  /** The payments adapter, on the real sandbox over HTTP when asked for with `paymentsSandbox`. */
  payments: PaymentsProvider | null;
  /** Where the sandbox listens (a free port), when it runs. */
  paymentsSandboxUrl?: string;
  /** Where the SMS sandbox listens (a free port), when asked for with `smsSandbox`. */
  smsSandboxUrl?: string;
  /** Where the app listens over HTTP (a free port of 127.0.0.1), when asked to with `listen`. */
  url?: string;
  close(): Promise<void>;
}

export interface PaymentsSandboxOptions {
  /** How long the times-out test card holds its answer (default 30 s). */
  holdMs?: number;
}

/** The real application, job workers included, on a fresh, migrated and seeded test database. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    paymentsSandbox?: boolean | PaymentsSandboxOptions;
    /** False: the outbox is not dispatched in the background (the test calls dispatchEvents itself). */
    dispatchEvents?: boolean;
    /** False: no webhook delivery worker runs (the test starts its own). */
    deliverWebhooks?: boolean;
    /** How webhook hosts resolve (a name that resolves to a private address). */
    resolveHost?: ResolveHost;
    /** False: no job worker, dispatcher or cron job runs, so nothing writes but the requests (the fuzz test). */
    workers?: boolean;
    /** True: the app also listens on a port (`url`), for requests that race over real connections. */
    listen?: boolean;
    /** Database connections (default 4): concurrency tests want as many as requests in flight. */
    poolMax?: number;
    /** True: texts go through the built-in SMS sandbox (on a free port), not the dev mailbox alone. */
    smsSandbox?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase({ ...(options.poolMax && { poolMax: options.poolMax }) });
  await prepareDatabase(database, { demoPassword: TEST_DEMO_PASSWORD });
  const config = loadConfig({
    NODE_ENV: 'test',
    DEV_OUTBOX: 'true',
    WEB_DIST_DIR: emptyWebDist(),
    LOG_LEVEL: 'silent',
    RECORDINGS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-recordings-')),
    // The payments sandbox listens on a port, so only the tests that ask for it start one (on a free port).
    PAYMENTS_SANDBOX: options.paymentsSandbox ? 'true' : 'false',
    PAYMENTS_SANDBOX_PORT: '0',
    ACCESS_CACHE: 'false',
    READ_CACHE: 'false',
    // It would mail the demo's owners on Mondays in other files' tests: the summary email's tests call its functions.
    SUMMARY_EMAILS: 'false',
    ...(options.paymentsSandbox && { HOST: '127.0.0.1' }),
    ...options.env,
  });
  const queue = await startJobQueue(database.pool, { error: () => undefined });
  const sandboxOptions = typeof options.paymentsSandbox === 'object' ? options.paymentsSandbox : {};
  const payments = await startPayments(config, {
    database,
    ...(sandboxOptions.holdMs !== undefined && { sandboxHoldMs: sandboxOptions.holdMs }),
  });
  const sms = await startSms(config, { runSandbox: options.smsSandbox ?? false });
  const deps = buildDependencies({
    config,
    database,
    queue,
    clock: options.clock ?? systemClock,
    payments: payments.provider,
    sms: sms.provider,
    ...(options.resolveHost && { resolveHost: options.resolveHost }),
  });
  const workers =
    options.workers === false
      ? null
      : await startWorkers({
          ...deps,
          logger: { error: () => undefined },
          dispatchEvents: options.dispatchEvents ?? true,
          deliverWebhooks: options.deliverWebhooks ?? true,
        });
  const app = await buildApp(deps);
  await app.ready();
  const url = options.listen ? await app.listen({ host: '127.0.0.1', port: 0 }) : undefined;
  return {
    app,
    database,
    config,
    queue,
    payments: payments.provider,
    ...(payments.sandbox && { paymentsSandboxUrl: payments.sandbox.url }),
    ...(sms.sandbox && { smsSandboxUrl: sms.sandbox.url }),
    ...(url && { url }),
    async close() {
      await app.close();
      await payments.close();
      await sms.close();
      await workers?.stop();
      await queue.stop();
      await database.close();
    },
  };
}

/**
 * The test file's app, built before its tests and closed after them: `const testApp = useTestApp()`.
 * The object is filled in by beforeAll, so its fields are read inside tests, not at the top level.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  return usePerFile(() => createTestApp(options));
}

/** Something a test file starts before its tests and closes after them, filled in by beforeAll. */
export function usePerFile<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  const holder = {} as T;
  beforeAll(async () => {
    Object.assign(holder, await start());
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date()): Clock & { advance(seconds: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (seconds) => {
      now += seconds * 1000;
    },
  };
}

/** A built web app stand-in: an index.html, an asset and one signed-out screen's page. */
function emptyWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Advertiser Portal</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  // A signed-out screen's page, as the web build writes it (apps/web/vite.config.ts).
  fs.mkdirSync(path.join(dir, 'routes'));
  fs.writeFileSync(
    path.join(dir, 'routes', 'login.html'),
    '<!doctype html><title>Advertiser Portal</title><link rel="modulepreload" href="/assets/login-route.js"><div id="root"></div>',
  );
  return dir;
}
