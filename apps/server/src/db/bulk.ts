import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * Inserts many rows with one array parameter per column (`select * from unnest(...)`), so hundreds of rows
 * cost a few parameters instead of thousands: the statement is built and parsed once, whatever the count.
 * Every row must carry the same columns (those of the first row are written; the others take their
 * defaults). A column that is an array itself (`uuid[]`) goes as each row's array literal in a `text[]` and is cast
 * back row by row: an array of arrays would be unnested to its elements. Answers how many rows were written.
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
  const isArray = (column: PgColumn) => column.getSQLType().endsWith('[]');
  const unnested = sql.join(
    columns.map(
      ([, column], index) => sql`${arrays[index]}::${sql.raw(isArray(column) ? 'text' : column.getSQLType())}[]`,
    ),
    sql`, `,
  );
  const aliases = columns.map((_, index) => `c${index}`);
  const selected = sql.join(
    columns.map(([, column], index) =>
      isArray(column) ? sql.raw(`${aliases[index]}::${column.getSQLType()}`) : sql.raw(aliases[index]!),
    ),
    sql`, `,
  );
  const conflict: SQL = options.onConflictDoNothing ? sql` on conflict do nothing` : sql``;
  const result = await db.execute(
    sql`insert into ${table} (${names}) select ${selected} from unnest(${unnested}) as given(${sql.raw(aliases.join(', '))})${conflict}`,
  );
  return (
    (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    0
  );
}

/**
 * `column = any($1)` with the values as one array parameter: the batch form of `inArray`, which would send
 * (and have drizzle process) one parameter per value.
 */
export function anyOf(column: PgColumn, values: readonly unknown[]): SQL {
  return sql`${column} = any(${sql.param(values.map((value) => column.mapToDriverValue(value)))}::${sql.raw(column.getSQLType())}[])`;
}

/**
 * `(a, b) in (pairs)` with the pairs as two array parameters unnested side by side: one index probe per
 * pair on an index that starts with (a, b), where `a in (...) and b in (...)` would probe every combination.
 */
export function pairIn(columns: [PgColumn, PgColumn], pairs: readonly (readonly [unknown, unknown])[]): SQL {
  const [first, second] = columns;
  const arrays = columns.map(
    (column, index) =>
      sql`${sql.param(pairs.map((pair) => column.mapToDriverValue(pair[index])))}::${sql.raw(column.getSQLType())}[]`,
  );
  return sql`(${first}, ${second}) in (select * from unnest(${arrays[0]}, ${arrays[1]}))`;
}
