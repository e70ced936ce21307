import { bigint, integer, primaryKey, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Requests counted per rate-limit key (a client address) and fixed window, summed over every process: each
 * process adds what it counted a few times a second (apps/server/src/http/shared-rate-limit.ts). Old windows
 * are deleted as they pass.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').notNull(),
    /** The window's start, in milliseconds since the epoch (windows are aligned, so processes agree). */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
