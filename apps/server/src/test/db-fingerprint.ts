import type pg from 'pg';

/**
 * Tables every request writes to by design, refused or not: the rate limit counts requests (shared by the
 * processes through the database, decision 0022), which is its job, not a refused request's write.
 */
const WRITTEN_BY_EVERY_REQUEST = ['rate_limit_windows'];
const tablesQuery = `select table_name as name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE'
    and table_name <> all ($1::text[]) order by table_name`;

/** Per table of the public schema: its row count and the sum of its rows' xmin (any insert, update or delete moves one). */
export type Fingerprint = Map<string, string>;

/**
 * A cheap fingerprint of everything the application stores: one statement, no row text read. A row
 * written by any transaction (even with the same values) gets that transaction's id as its xmin.
 */
export async function databaseFingerprint(pool: pg.Pool): Promise<Fingerprint> {
  const tables = await pool.query<{ name: string }>(tablesQuery, [WRITTEN_BY_EVERY_REQUEST]);
  const query = tables.rows
    .map(
      ({ name }) =>
        `select '${name}' as name, count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as print from public."${name}"`,
    )
    .join(' union all ');
  const prints = await pool.query<{ name: string; print: string }>(query);
  return new Map(prints.rows.map((row) => [row.name, row.print]));
}

/** The tables whose fingerprint differs, as "table: before -> after". */
export function fingerprintChanges(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((name) => before.get(name) !== after.get(name))
    .map((name) => `${name}: ${before.get(name) ?? '(none)'} -> ${after.get(name) ?? '(none)'}`);
}

/**
 * Counts every write statement on the tables of the public schema, by a statement trigger on each (test
 * databases only): a cheap and exact "did anything write", on the embedded database and on a server shared
 * with other test files alike. A statement that changed no row counts too; the fingerprint then decides.
 */
export async function installWriteCounter(pool: pg.Pool): Promise<void> {
  await pool.query(`
    create schema if not exists write_counter;
    create table if not exists write_counter.writes (n bigint not null);
    insert into write_counter.writes select 0 where not exists (select 1 from write_counter.writes);
    create or replace function write_counter.count() returns trigger language plpgsql as
      $$ begin update write_counter.writes set n = n + 1; return null; end $$;`);
  const tables = await pool.query<{ name: string }>(tablesQuery, [WRITTEN_BY_EVERY_REQUEST]);
  for (const { name } of tables.rows)
    await pool.query(
      `create or replace trigger write_counter after insert or update or delete or truncate on public."${name}"
        for each statement execute function write_counter.count()`,
    );
}

async function writeCount(pool: pg.Pool): Promise<string> {
  return (await pool.query<{ n: string }>('select n::text as n from write_counter.writes')).rows[0]!.n;
}

/** The database as of now: the write counter (installWriteCounter), and the fingerprint taken after it. */
export interface Checkpoint {
  writes: string;
  print: Fingerprint;
}

export async function checkpoint(pool: pg.Pool): Promise<Checkpoint> {
  const writes = await writeCount(pool);
  return { writes, print: await databaseFingerprint(pool) };
}

/** What changed since a checkpoint (nothing, cheaply, when no statement wrote), and the new checkpoint. */
export async function changesSince(pool: pg.Pool, since: Checkpoint): Promise<{ changes: string[]; now: Checkpoint }> {
  const writes = await writeCount(pool);
  if (writes === since.writes) return { changes: [], now: since };
  const now = { writes, print: await databaseFingerprint(pool) };
  return { changes: fingerprintChanges(since.print, now.print), now };
}
