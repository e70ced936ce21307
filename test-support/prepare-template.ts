import type { Database } from '../apps/server/src/db/database';
import { prepareDatabase } from '../apps/server/src/prepare-database';
import { startJobQueue } from '../apps/server/src/jobs/job-queue';
import { loadSigningKey } from '../apps/server/src/modules/identity/domain/signing-keys';

const silentLogger = { error: () => undefined, warn: () => undefined };

/**
 * What a test's database would otherwise do first: migrations, the demo data, the job queue's tables, a
 * signing key. The integration tests' template (database-template.ts) and the journeys' (e2e/support) both.
 */
export async function prepareTemplate(database: Database, demoPassword: string): Promise<void> {
  await prepareDatabase(database, { demoPassword });
  const queue = await startJobQueue(database.pool, silentLogger);
  await queue.stop();
  await loadSigningKey(database.db);
}
