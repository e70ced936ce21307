import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayIn, ianaZoneOf } from '@portal/shared/account-time';
import { openTestDatabase } from '../test/test-database';
import { runMigrations } from './migrate';

// 0027 (job values) counts what was already stored: the leads and calls lost to the cap, and those already
// BOOKED or WON (on the day they arrived, when they were marked was not kept), each on its day in the account's
// zone. This test takes the seeded demo (events of every kind over months, in Central time), adds accounts in
// other zones, puts the database back as 0026 left it (the tables and columns 0027 and later add are dropped, their
// migrations forgotten) and migrates it again.

type EventRow = {
  account_id: string;
  campaign_id: string;
  id: string;
  reason: string | null;
  customer_status: string;
  occurred_at: Date;
  time_zone: string | null;
};

const key = (accountId: string, campaignId: string, day: string) => `${accountId}|${campaignId}|${day}`;

describe('migration 0027 on a database that holds leads and calls', () => {
  it('counts lost-to-cap, booked and won leads on their local days and sets their outcome day', async () => {
    const database = await openTestDatabase();
    const { db } = database;
    try {
      // Accounts in other zones (Pacific, Hawaii, and one the portal does not know, read as New York) take some of
      // the demo's events, so days are cut at other midnights.
      const zones = ['PST', 'HST', 'XYZ'];
      const { rows: moved } = await db.execute<{ account_id: string }>(sql`
        select account_id from supply_events group by account_id order by count(*) desc limit 3`);
      for (const [index, row] of moved.entries())
        await db.execute(sql`update accounts set time_zone = ${zones[index]!} where id = ${row.account_id}`);

      const { rows: events } = await db.execute<EventRow>(sql`
        select e.id, e.account_id, e.campaign_id, e.reason, e.customer_status, e.occurred_at, a.time_zone
        from supply_events e join accounts a on a.id = e.account_id`);
      const expected = new Map<string, { lost: number; booked: number; won: number }>();
      const outcomeDays = new Map<string, string>();
      for (const event of events) {
        const day = dayIn(ianaZoneOf(event.time_zone), new Date(event.occurred_at));
        const lost = event.reason === 'BUDGET_REACHED' || event.reason === 'INSUFFICIENT_FUNDS';
        const earning = event.customer_status === 'BOOKED' || event.customer_status === 'WON';
        if (earning) outcomeDays.set(event.id, day);
        if (!lost && !earning) continue;
        const counts = expected.get(key(event.account_id, event.campaign_id, day)) ?? { lost: 0, booked: 0, won: 0 };
        if (lost) counts.lost += 1;
        if (event.customer_status === 'BOOKED') counts.booked += 1;
        if (event.customer_status === 'WON') counts.won += 1;
        expected.set(key(event.account_id, event.campaign_id, day), counts);
      }
      expect(outcomeDays.size).toBeGreaterThan(50);
      expect([...expected.values()].some((counts) => counts.lost > 0)).toBe(true);

      // Back to 0026: what 0027 to 0038 add is gone, and so is a day's roll-up row (0027 makes missing ones).
      await db.execute(sql`
        alter table daily_rollups drop column booked, drop column won, drop column revenue_cents,
          drop column lost_to_cap`);
      await db.execute(sql`alter table supply_events drop column job_value_cents, drop column outcome_day`);
      await db.execute(sql`drop table summary_email_choices, summary_email_sends`);
      await db.execute(sql`alter table outbox_messages drop column attachments`);
      await db.execute(sql`alter table supply_events drop column called_back_at, drop column called_back_by`);
      await db.execute(sql`drop table push_subscriptions, push_vapid_keys`);
      await db.execute(sql`alter table audit_log drop column subject`);
      await db.execute(sql`drop table billing_adjustments`);
      await db.execute(sql`alter table ledger_entries drop column adjustment_id`);
      await db.execute(sql`alter table accounts drop column registered_address`);
      await db.execute(sql`alter table identity_users drop column staff_by_operator`);
      await db.execute(sql`drop table api_keys`);
      await db.execute(sql`drop table blocked_numbers`);
      await db.execute(sql`drop table lead_tags`);
      await db.execute(sql`alter table supply_events drop column tag_ids, drop column follow_up`);
      await db.execute(sql`drop table call_transcripts, keyword_rules`);
      await db.execute(sql`alter table supply_events drop column acted_rules`);
      const [someDay] = [...expected.keys()];
      const [accountId, campaignId, day] = someDay!.split('|');
      await db.execute(sql`
        delete from daily_rollups where account_id = ${accountId} and campaign_id = ${campaignId} and day = ${day}`);
      await db.execute(sql`
        delete from drizzle.__drizzle_migrations
        where id in (select id from drizzle.__drizzle_migrations order by created_at desc limit 13)`);

      await runMigrations(db);

      const { rows: rollups } = await db.execute<{
        account_id: string;
        campaign_id: string;
        day: string;
        lost_to_cap: number;
        booked: number;
        won: number;
        revenue_cents: string;
      }>(sql`select account_id, campaign_id, day::text, lost_to_cap, booked, won, revenue_cents from daily_rollups`);
      const found = new Map(rollups.map((row) => [key(row.account_id, row.campaign_id, row.day), row]));
      for (const [where, counts] of expected) {
        const row = found.get(where);
        expect(row, where).toBeDefined();
        expect({ lost: row!.lost_to_cap, booked: row!.booked, won: row!.won }, where).toEqual(counts);
      }
      for (const row of rollups) {
        if (expected.has(key(row.account_id, row.campaign_id, row.day))) continue;
        expect({ lost: row.lost_to_cap, booked: row.booked, won: row.won }).toEqual({ lost: 0, booked: 0, won: 0 });
      }
      expect(rollups.every((row) => Number(row.revenue_cents) === 0)).toBe(true);

      const { rows: outcomes } = await db.execute<{ id: string; outcome_day: string | null; job_value_cents: null }>(
        sql`select id, outcome_day::text, job_value_cents from supply_events`,
      );
      for (const event of outcomes) {
        expect(event.outcome_day, event.id).toBe(outcomeDays.get(event.id) ?? null);
        expect(event.job_value_cents).toBeNull();
      }
    } finally {
      await database.close();
    }
  });
});
