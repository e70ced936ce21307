import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { inject } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';

const silentLogger = { error: () => undefined, warn: () => undefined };

/** Which database the integration tests run on: TEST_DB=postgres uses TEST_DATABASE_URL, else embedded PGlite. */
export function testDatabaseKind(): 'postgres' | 'pglite' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Made once per run by test-support/database-template.ts: a PGlite dump file, or a PostgreSQL database name. */
    databaseTemplate: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; name: string } | null;
  }
}

/**
 * A fresh database for one test file, already migrated and seeded: a copy of the run's template (an
 * in-memory PGlite loaded from its dump, or a PostgreSQL database created from it), dropped again on close.
 * Nothing is shared between test files; only the set-up work is done once.
 */
export async function openTestDatabase(options: { empty?: boolean; poolMax?: number } = {}): Promise<Database> {
  const template = options.empty ? null : inject('databaseTemplate');
  if (testDatabaseKind() === 'pglite') {
    const dump = template?.kind === 'pglite' ? new Blob([await fs.readFile(template.dumpFile)]) : undefined;
    return openDatabase({ poolMax: 4, logger: silentLogger, ...(dump && { embeddedDump: dump }) });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `portal_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database ${name}${template?.kind === 'postgres' ? ` template ${template.name}` : ''}`),
  );
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolMax: options.poolMax ?? 4, logger: silentLogger });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
