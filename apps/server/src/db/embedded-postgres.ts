import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** A postgres:// URL that the ordinary `pg` driver connects to. */
  url: string;
  /** The whole database as one file, for PGlite's loadDataDir. */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

/**
 * Runs PGlite behind its socket server on a loopback port, so that the rest of the server speaks to it
 * with the same `pg` driver it uses for a PostgreSQL server: one code path for both.
 * `dataDir` undefined keeps the database in memory (tests).
 */
export async function startEmbeddedPostgres(options: {
  dataDir?: string;
  /** Start from a dump (PGlite's dumpDataDir) instead of an empty database: tests' migrated template. */
  dump?: Blob;
  maxConnections: number;
}): Promise<EmbeddedPostgres> {
  if (options.dataDir) await fs.mkdir(path.dirname(options.dataDir), { recursive: true });
  const db = await PGlite.create(options.dataDir ?? 'memory://', options.dump ? { loadDataDir: options.dump } : {});
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: 0,
    maxConnections: options.maxConnections,
  });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    dump: async () => db.dumpDataDir('none'),
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
