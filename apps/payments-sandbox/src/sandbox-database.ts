import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

/** The sandbox's queries: its own drizzle instance over the pool it is given (its tables are in tables.ts). */
export type SandboxDb = NodePgDatabase<Record<string, never>>;

/**
 * Where the sandbox keeps its data: a pool on a PostgreSQL database (the portal's own, in its own schema,
 * when `npm start` runs both in one process). It shares nothing else with the portal.
 */
export interface SandboxDatabase {
  pool: pg.Pool;
  db: SandboxDb;
}

export const sandboxDatabase = (pool: pg.Pool): SandboxDatabase => ({ pool, db: drizzle(pool) });
