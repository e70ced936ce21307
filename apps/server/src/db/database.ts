import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import * as schema from './schema/index';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** "embedded" for PGlite in DATA_DIR, "server" for DATABASE_URL. */
  kind: 'embedded' | 'server';
  /** The server's connection string (a listener opens its own session with it); none when embedded. */
  url?: string;
  /** The embedded database's contents as one file (tests make their template with it). */
  dumpEmbedded?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; undefined keeps it in memory. */
  dataDir?: string;
  /** An embedded database's dump to start from (tests' template). */
  embeddedDump?: Blob;
  poolMax: number;
  logger: Pick<Logger, 'error' | 'warn'>;
}

/** Opens the configured database: a PostgreSQL server when a URL is given, else embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = options.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: options.dataDir && path.join(options.dataDir, 'pglite'),
      dump: options.embeddedDump,
      // One for the pool, one spare while a dropped connection is replaced.
      maxConnections: 2,
    });
    url = embedded.url;
  }
  const pool = new pg.Pool({
    connectionString: url,
    // PGlite is one database session: connections multiplexed onto it share its unnamed prepared statement
    // and portal, and concurrent queries then fail ("unnamed prepared statement does not exist"). So the
    // embedded database gets exactly one connection, and queries queue for it (docs/decisions/0001).
    max: embedded ? 1 : options.poolMax,
    // Fail fast while the database is unreachable, so callers answer 503 instead of hanging; the embedded
    // database's one connection may be busy for a while under load, which is not an outage.
    connectionTimeoutMillis: embedded ? 15_000 : 3_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection emits here; without a listener the process would crash.
  pool.on('error', (error: Error & { code?: string }) =>
    options.logger.error({ code: error.code, reason: error.message }, 'database connection lost'),
  );
  // A client checked out of the pool has no pool listener: one whose connection drops between two queries
  // of a transaction would emit 'error' to nobody and end the process. Its next query fails instead, and the
  // pool drops it when it comes back.
  pool.on('connect', (client) =>
    client.on('error', (error: Error & { code?: string }) =>
      options.logger.warn({ code: error.code, reason: error.message }, 'database connection lost while in use'),
    ),
  );
  let closing: Promise<void> | undefined;
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: embedded ? 'embedded' : 'server',
    ...(!embedded && { url }),
    ...(embedded && { dumpEmbedded: embedded.dump }),
    // Idempotent: shutdown paths may race (signal and error) and both close.
    close() {
      closing ??= pool.end().then(() => embedded?.stop());
      return closing;
    },
  };
}
