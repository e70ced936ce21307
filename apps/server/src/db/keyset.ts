import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Position } from '../lib/cursor';

/**
 * Keyset pagination of lists sorted newest first by (time, id), the one way every list pages: the WHERE
 * that continues after a position, and the page cut from a query of `limit + 1` rows.
 */
export const olderThan = (at: PgColumn, id: PgColumn, after: Position | null) =>
  after ? or(lt(at, after.at), and(eq(at, after.at), lt(id, after.id))) : undefined;

/** The same for a list sorted oldest first (a queue worked from its oldest end). */
export const newerThan = (at: PgColumn, id: PgColumn, after: Position | null) =>
  after ? or(gt(at, after.at), and(eq(at, after.at), gt(id, after.id))) : undefined;

/** The first `limit` rows as items, and the position to continue from when the query found more. */
export function pageOf<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  positionOf: (row: Row) => Position,
): { items: Item[]; last: Position | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(toItem), last: rows.length > limit && last ? positionOf(last) : null };
}
