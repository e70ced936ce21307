import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ListingStatus } from '@portal/shared/listings';
import type { ServiceCategory } from '@portal/shared/service-categories';
import type { WeeklySchedule } from '@portal/shared/weekly-schedule';
import { accounts } from './accounts';
import { campaigns } from './campaigns';

/** The business profile a campaign shows in the provider's directory. */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    phone: text('phone').notNull(),
    website: text('website').notNull().default(''),
    hours: jsonb('hours').$type<WeeklySchedule>().notNull(),
    serviceZipCodes: text('service_zip_codes').array().notNull(),
    categories: text('categories').array().$type<ServiceCategory[]>().notNull(),
    status: text('status').$type<ListingStatus>().notNull().default('DRAFT'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('listings_campaign_idx').on(table.campaignId, table.createdAt),
    index('listings_account_idx').on(table.accountId),
  ],
);
