import type { Database } from './db/database';
import { runMigrations } from './db/migrate';
import { isDemoSeeded, seedDemo } from './demo/seed-demo';

/** Migrates, then seeds the demo data on the very first start only. Returns whether it seeded. */
export async function prepareDatabase(
  database: Database,
  options: { demoPassword: string },
): Promise<{ seeded: boolean }> {
  await runMigrations(database.db);
  if (await isDemoSeeded(database.db)) return { seeded: false };
  await seedDemo(database.db, options);
  return { seeded: true };
}
