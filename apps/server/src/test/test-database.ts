import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';

const silentLogger = { error: () => undefined, warn: () => undefined };

/** Which database the integration tests run on: TEST_DB=postgres uses TEST_DATABASE_URL, else embedded PGlite. */
export function testDatabaseKind(): 'postgres' | 'pglite' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A fresh, empty database for one test file: an in-memory PGlite, or a new database on the PostgreSQL
 * server that is dropped again on close. Nothing is shared between test files.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (testDatabaseKind() === 'pglite') {
    return openDatabase({ poolMax: 4, logger: silentLogger });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `portal_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 4, logger: silentLogger });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
