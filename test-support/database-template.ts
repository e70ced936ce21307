import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../apps/server/src/db/database';
import { TEST_DEMO_PASSWORD } from '../apps/server/src/test/demo';
import { databaseUrl, withAdminClient } from '../apps/server/src/test/test-database';
import { prepareTemplate } from './prepare-template';

const silentLogger = { error: () => undefined, warn: () => undefined };

/**
 * Vitest global set-up of the integration tests: makes the run's template database once, hands its
 * whereabouts to the test files, and removes it when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `portal_template_${process.pid}_${Date.now()}`;
    await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
    const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolMax: 2, logger: silentLogger });
    await prepareTemplate(database, TEST_DEMO_PASSWORD);
    // A template database must have no connections while it is copied.
    await database.close();
    project.provide('databaseTemplate', { kind: 'postgres', name });
    return () =>
      withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      );
  }
  const database = await openDatabase({ poolMax: 1, logger: silentLogger });
  await prepareTemplate(database, TEST_DEMO_PASSWORD);
  const dump = await database.dumpEmbedded!();
  await database.close();
  const dumpFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'portal-template-')), 'template.tar');
  await fs.writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', dumpFile });
  return () => fs.rm(path.dirname(dumpFile), { recursive: true, force: true });
}
