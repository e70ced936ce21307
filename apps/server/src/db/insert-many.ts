import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * Inserts many rows with one array parameter per column (`select * from unnest(...)`), so hundreds of rows
 * cost a few parameters instead of thousands: the statement is built and parsed once, whatever the count.
 * Every row must carry the same columns (those of the first row are written; the others take their
 * defaults). Answers how many rows were written.
 */
export async function insertMany<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  options: { onConflictDoNothing?: boolean } = {},
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(
    ([key]) => (rows[0] as Record<string, unknown>)[key] !== undefined,
  );
  const arrays = columns.map(([key, column]) =>
    sql.param(
      rows.map((row) => {
        const value = (row as Record<string, unknown>)[key];
        return value === null || value === undefined ? null : column.mapToDriverValue(value);
      }),
    ),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const unnested = sql.join(
    columns.map(([, column], index) => sql`${arrays[index]}::${sql.raw(column.getSQLType())}[]`),
    sql`, `,
  );
  const conflict: SQL = options.onConflictDoNothing ? sql` on conflict do nothing` : sql``;
  const result = await db.execute(sql`insert into ${table} (${names}) select * from unnest(${unnested})${conflict}`);
  return (
    (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    0
  );
}
