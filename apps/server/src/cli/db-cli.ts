// `npm run db -- migrate|seed|reset`: maintenance of the configured database (DATABASE_URL or DATA_DIR).
// With the embedded database, stop the server first: PGlite allows one process at a time.
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { seedDemo } from '../demo/seed-demo';

const USAGE = 'Usage: npm run db -- migrate | seed | reset';

async function main(command: string | undefined): Promise<void> {
  if (!command || !['migrate', 'seed', 'reset'].includes(command)) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolMax: 2,
    logger: console,
  });
  try {
    if (command === 'reset') {
      // Everything goes: the app's tables and drizzle's record of applied migrations.
      await database.db.execute(sql`drop schema if exists public cascade`);
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`create schema public`);
      console.log('Dropped all tables.');
    }
    await runMigrations(database.db);
    console.log('Migrations applied.');
    if (command !== 'migrate') {
      await seedDemo(database.db, { demoPassword: config.DEMO_PASSWORD });
      console.log('Demo data seeded (existing rows left as they were).');
    }
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
