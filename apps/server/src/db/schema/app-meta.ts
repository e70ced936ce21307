import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Installation facts, e.g. when the demo data was seeded, so that a restart does not seed again. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
