import { sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** The provider's employee who looks after an account (the specification's Account_Manager__r). */
export const accountManagers = pgTable('account_managers', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  recordId: text('record_id').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
});
