import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * Holds a named lock until the transaction ends (PostgreSQL's advisory lock on the name's hash), so that writers
 * of the same thing take turns: counting an account's keys before adding one, a person's live streams. Any
 * transaction that takes the same name waits; nothing else does.
 */
export async function lockUntilCommit(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
