import { AppError } from './app-error';
import { isUuid } from './uuid';

/** A position in a list sorted newest first: the time and id of the last item of the previous page. */
export interface Position {
  at: Date;
  id: string;
}

export const encodeCursor = (position: Position): string =>
  Buffer.from(`${position.at.toISOString()}|${position.id}`).toString('base64url');

/** A cursor is what a previous page gave: an ISO time and a UUID; anything else is refused, not queried. */
export function decodeCursor(cursor: string): Position {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at ?? '');
  // Only what encodeCursor writes: an ISO time that reads back the same, in years the database keeps.
  const year = date.getUTCFullYear();
  if (
    !id ||
    !isUuid(id) ||
    rest.length > 0 ||
    Number.isNaN(date.getTime()) ||
    date.toISOString() !== at ||
    year < 1970 ||
    year > 9999
  ) {
    throw new AppError('VALIDATION_FAILED', 'The cursor is not valid: use the nextCursor of the previous page.', [
      { path: 'query.cursor', message: 'is not valid' },
    ]);
  }
  return { at: date, id };
}
