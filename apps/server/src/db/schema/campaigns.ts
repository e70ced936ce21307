import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CampaignStatus, LeadType, PauseReason } from '@portal/shared/campaigns';
import type { ServiceCategory } from '@portal/shared/service-categories';
import type { WeeklySchedule } from '@portal/shared/weekly-schedule';
import { accounts } from './accounts';

/** A campaign buys leads and calls for an account, priced per lead, within its budget. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    category: text('category').$type<ServiceCategory>().notNull(),
    status: text('status').$type<CampaignStatus>().notNull(),
    pauseReason: text('pause_reason').$type<PauseReason>(),
    pauseComment: text('pause_comment'),
    /** The day (in the account's time zone) a scheduled job resumes the paused campaign. */
    resumeOn: date('resume_on', { mode: 'string' }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    leadTypes: text('lead_types').array().$type<LeadType[]>().notNull(),
    callPriceCents: integer('call_price_cents').notNull(),
    formPriceCents: integer('form_price_cents').notNull(),
    billableCallSeconds: integer('billable_call_seconds').notNull().default(60),
    zipCodes: text('zip_codes').array().notNull(),
    states: text('states').array().notNull(),
    schedule: jsonb('schedule').$type<WeeklySchedule>().notNull(),
    trackingNumber: text('tracking_number'),
    destinationPhone: text('destination_phone'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('campaigns_account_created_idx').on(table.accountId, table.createdAt, table.id),
    // Calls are routed by the number dialled: one campaign per tracking number.
    uniqueIndex('campaigns_tracking_number_idx').on(table.trackingNumber),
    index('campaigns_resume_idx')
      .on(table.resumeOn)
      .where(sql`${table.status} = 'PAUSED' and ${table.resumeOn} is not null`),
  ],
);
