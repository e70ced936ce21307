import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import { createLogger } from './logger';
import { startBanner } from './start-banner';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolMax: config.DB_POOL_MAX,
    logger,
  });
  const { seeded } = await prepareDatabase(database);
  const app = await buildApp({ config, database }, logger);
  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info(
    { readyInMs: Math.round(performance.now() - startedAt), database: database.kind, seeded },
    'server ready',
  );
  process.stdout.write(startBanner({ config, port, databaseKind: database.kind, seeded }));

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const forced = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    await app.close();
    await database.close();
    logger.info('stopped cleanly');
    logger.flush();
    process.exitCode = 0;
  }
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
