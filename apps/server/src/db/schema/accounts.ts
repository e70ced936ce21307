import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { RegisteredAddress } from '@portal/shared/new-advertiser';
import { accountManagers } from './account-managers';

/** Short account numbers people can read out on the phone: 100001, 100002, ... */
export const accountNumberSequence = pgSequence('account_number_seq', { startWith: 100001, minValue: 100001 });

/**
 * A business account. `id` is the account id the routes carry (the specification's
 * Postgres_External_Key__c); `recordId` is the CRM record Id.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    recordId: text('record_id').notNull().unique(),
    /** The short number people tell accounts apart by (shown as #100001). */
    accountNumber: integer('account_number')
      .notNull()
      .unique()
      .default(sql`nextval('account_number_seq')`),
    name: text('name').notNull(),
    status: text('status').notNull().default('Active'),
    statusReason: text('status_reason'),
    businessFormalName: text('business_formal_name').notNull(),
    phone: text('phone'),
    email: text('email'),
    // An abbreviation from the specification's time zone list (EST, CST, …).
    timeZone: text('time_zone').notNull().default('EST'),
    accountManagerId: uuid('account_manager_id').references(() => accountManagers.id),
    accountSource: text('account_source'),
    parentId: uuid('parent_id').references((): AnyPgColumn => accounts.id),
    registeredAddressId: text('registered_address_id'),
    /** City and two-letter state of the registered address, shown beside the name. */
    city: text('city'),
    state: text('state'),
    /** The registered street address in full (accounts opened in the portal; older ones keep only city and state). */
    registeredAddress: jsonb('registered_address').$type<RegisteredAddress>(),
    billingAddressId: text('billing_address_id'),
    billingStatus: text('billing_status'),
    isAutopayEnabled: boolean('is_autopay_enabled').notNull().default(false),
    postPaidStatus: text('post_paid_status'),
    isBillingSameAsRegisteredAddress: boolean('is_billing_same_as_registered_address').notNull().default(true),
    recordTypeId: text('record_type_id'),
    /** Its OWNER asks every member to sign in with two steps (the authenticator app or a passkey) to open it. */
    requireTwoStep: boolean('require_two_step').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('accounts_parent_id_idx').on(table.parentId), index('accounts_name_idx').on(table.name)],
);
