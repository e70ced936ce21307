import { sql } from 'drizzle-orm';
import { pgEnum, pgTable, primaryKey, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { ROLES } from '@portal/shared/roles';
import { accounts } from './accounts';

export const contactRole = pgEnum('contact_role', ROLES);

/** A person at a customer business; the identity user links to it by email. */
export const contacts = pgTable('contacts', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  recordId: text('record_id').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name').notNull(),
  /** Stored lower-case: it is the sign-in username. */
  email: text('email').notNull().unique(),
  phone: text('phone'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A contact's role on one account; tenant data, so account_id leads the key. */
export const accountContactAssignments = pgTable(
  'account_contact_assignments',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    recordId: text('record_id').notNull().unique(),
    role: contactRole('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.contactId] }),
    index('assignments_contact_id_idx').on(table.contactId),
  ],
);
