import { parseArgs } from 'node:util';
import { startPayments } from './start-payments';
import { startSms } from './start-sms';
import { buildApp } from './app';
import { buildDependencies } from './dependencies';
import { ConfigError, assertMailTransport, loadConfig } from './config/env';
import { openDatabase } from './db/database';
import { prepareDatabase } from './prepare-database';
import { isDatabaseUnavailable } from './db/unavailable';
import { startJobQueue } from './jobs/job-queue';
import { startWorkers } from './workers';
import { controllableClock, systemClock } from './lib/clock';
import { createLogger } from './logger';
import { startBanner } from './start-banner';

const SHUTDOWN_GRACE_MS = 15_000;

/** `--role web` serves HTTP only, `--role worker` drains the job queue only, `all` (the default) does both. */
function readRole(): 'all' | 'web' | 'worker' {
  const { values } = parseArgs({ options: { role: { type: 'string', default: 'all' } }, strict: false });
  const role = values.role;
  if (role !== 'all' && role !== 'web' && role !== 'worker')
    throw new ConfigError(`--role must be all, web or worker (got ${String(role)})`);
  return role;
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const role = readRole();
  const config = loadConfig();
  assertMailTransport(config);
  const logger = createLogger(config);
  // A library that lets a promise fail unheard while the database is away (pg-boss recording a failed job)
  // must not take the process down with it: the work is retried once the database is back. Anything else
  // unheard is a bug, and the process stops as Node would stop it.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      logger.warn({ reason: reason instanceof Error ? reason.message : String(reason) }, 'database unavailable');
      return;
    }
    logger.fatal({ err: reason }, 'unhandled rejection');
    logger.flush();
    process.exit(1);
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolMax: config.DB_POOL_MAX,
    logger,
  });
  const { seeded } = await prepareDatabase(database, { demoPassword: config.DEMO_PASSWORD });
  const queue = await startJobQueue(database.pool, logger);
  // The sandbox listens on a port of its own: a process that serves no HTTP does not run it.
  const payments = await startPayments(config, { database, logger, runSandbox: role !== 'worker' });
  const sms = await startSms(config, { logger, runSandbox: role !== 'worker' });
  if (!config.smsSignIn)
    logger.warn(
      'no SMS provider: sign-in by text message is refused until SMS_PROVIDER_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are set',
    );
  const deps = buildDependencies({
    config,
    database,
    queue,
    clock: config.TEST_CLOCK ? controllableClock() : systemClock,
    payments: payments.provider,
    sms: sms.provider,
  });
  const workers = role === 'web' ? undefined : await startWorkers({ ...deps, logger });

  const app = role === 'worker' ? undefined : await buildApp(deps, logger);
  let port = config.PORT;
  if (app) {
    await app.listen({ host: config.HOST, port: config.PORT });
    const address = app.server.address();
    if (typeof address === 'object' && address) port = address.port;
  }
  logger.info(
    {
      role,
      ...(app && { port }),
      readyInMs: Math.round(performance.now() - startedAt),
      database: database.kind,
      seeded,
    },
    'ready',
  );
  if (app)
    process.stdout.write(
      startBanner({
        config,
        port,
        databaseKind: database.kind,
        seeded,
        paymentsSandboxUrl: payments.sandbox?.url,
        smsSandboxUrl: sms.sandbox?.url,
      }),
    );

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests and jobs');
    const forced = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    await app?.close();
    await payments.close();
    await sms.close();
    await workers?.stop();
    await queue.stop();
    await database.close();
    logger.info('stopped cleanly');
    logger.flush();
  }
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
