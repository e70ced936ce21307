import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { prepareDatabase } from '../prepare-database';
import { accountContactAssignments, accounts, contacts } from '../db/schema/index';
import { openTestDatabase } from '../test/test-database';
import { DEMO_ACCOUNTS, DEMO_IDS } from './demo-data';
import { seedDemo } from './seed-demo';
import { TEST_DEMO_PASSWORD } from '../test/demo';

let database: Database;

beforeAll(async () => {
  // Empty, not the template: this file tests the first seeding itself.
  database = await openTestDatabase({ empty: true });
});

afterAll(async () => {
  await database.close();
});

/** Every row of the seeded tables, for before/after comparisons. */
async function snapshot() {
  const tables = [
    'account_managers',
    'accounts',
    'contacts',
    'account_contact_assignments',
    'app_meta',
    'identity_users',
  ];
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = await database.db.execute(sql.raw(`select * from ${table} order by 1, 2`));
    result[table] = rows.rows;
  }
  return result;
}

describe('demo seed', () => {
  it('seeds on the first preparation only', async () => {
    expect(await prepareDatabase(database, { demoPassword: TEST_DEMO_PASSWORD })).toEqual({ seeded: true });
    expect(await prepareDatabase(database, { demoPassword: TEST_DEMO_PASSWORD })).toEqual({ seeded: false });
  });

  it('is idempotent: running it again changes nothing', async () => {
    const before = await snapshot();
    await seedDemo(database.db, { demoPassword: TEST_DEMO_PASSWORD });
    expect(await snapshot()).toEqual(before);
  });

  it('never overwrites what a user changed', async () => {
    await database.db.update(accounts).set({ phone: '+15125559999' }).where(eq(accounts.id, DEMO_IDS.parentAccount));
    await seedDemo(database.db, { demoPassword: TEST_DEMO_PASSWORD });
    const [account] = await database.db.select().from(accounts).where(eq(accounts.id, DEMO_IDS.parentAccount));
    expect(account?.phone).toBe('+15125559999');
  });

  it('has three accounts with every specification field filled, one under a parent and one on hold', async () => {
    const rows = await database.db.select().from(accounts).orderBy(accounts.recordId);
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    const child = rows.find((row) => row.id === DEMO_IDS.childAccount);
    expect(child?.parentId).toBe(DEMO_IDS.parentAccount);
    expect(rows.map((row) => row.status)).toEqual(['Active', 'Active', 'On Hold']);
    for (const row of rows) {
      const { statusReason, parentId, ...required } = row;
      void statusReason;
      void parentId;
      for (const [field, value] of Object.entries(required)) expect(value, field).not.toBeNull();
    }
  });

  it('assigns contacts in every role', async () => {
    const roles = await database.db
      .select({ role: accountContactAssignments.role, email: contacts.email })
      .from(accountContactAssignments)
      .innerJoin(contacts, eq(contacts.id, accountContactAssignments.contactId));
    expect(new Set(roles.map((row) => row.role))).toEqual(new Set(['OWNER', 'ADMIN', 'BILLING', 'VIEWER']));
    expect(roles.filter((row) => row.email === 'owner@demo.test')).toHaveLength(2);
  });

  it('makes billing look lived in: a prepaid account with a card, top-ups and a credit; a post-paid one with invoices', async () => {
    const rows = async (query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows;
    const [parent] =
      await rows(sql`select b.mode, b.recharge_threshold_cents, b.default_payment_method_id is not null as has_card,
        (select -sum(amount_cents) from ledger_entries where account_id = b.account_id)::bigint as balance,
        -b.owed_cents as kept_balance,
        (select count(*) from auto_recharges r where r.account_id = b.account_id)::int as recharges_queued,
        (select count(*) from ledger_entries where account_id = b.account_id and kind = 'RECHARGE')::int as top_ups,
        (select count(*) from ledger_entries where account_id = b.account_id and kind = 'CREDIT')::int as credits
      from billing_accounts b where b.account_id = ${DEMO_IDS.parentAccount}`);
    expect(parent).toMatchObject({ mode: 'PREPAID', has_card: true, credits: 1 });
    expect(Number(parent!.recharge_threshold_cents)).toBe(50_000);
    // Enough to buy for a while (the journeys' leads) before an automatic top-up is due; none is queued.
    expect(Number(parent!.balance)).toBeGreaterThanOrEqual(200_000);
    expect(Number(parent!.kept_balance)).toBe(Number(parent!.balance));
    expect(parent!.recharges_queued).toBe(0);
    expect(parent!.top_ups).toBeGreaterThan(1);
    const invoices = await rows(sql`select i.status, i.total_cents, i.paid_cents,
        (select coalesce(sum(amount_cents), 0) from invoice_lines l where l.invoice_id = i.id)::bigint as lines
      from invoices i where i.account_id = ${DEMO_IDS.childAccount} order by i.period_start`);
    // The middle one is overdue (stored OPEN; it was due on the 16th of last month).
    expect(invoices.map((invoice) => invoice.status)).toEqual(['PAID', 'OPEN', 'PAID']);
    for (const invoice of invoices) expect(Number(invoice.lines)).toBe(Number(invoice.total_cents));
  });

  it('gives the staff work: disputes waiting on both accounts, and an adjustment waiting for a second person', async () => {
    const rows = async (query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows;
    const waiting = await rows(sql`select account_id from disputes where status = 'PENDING' order by account_id`);
    expect(waiting.map((row) => row.account_id)).toEqual([DEMO_IDS.parentAccount, DEMO_IDS.childAccount].sort());
    const adjustments = await rows(sql`select status, amount_cents, requested_by from billing_adjustments`);
    expect(adjustments).toEqual([{ status: 'PENDING', amount_cents: '60000', requested_by: 'staff@demo.test' }]);
  });

  it('gives the activity something to filter by: tags on booked and contacted leads, three flagged, a blocked number, keyword rules, transcripts', async () => {
    const rows = async (query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows;
    const tags = await rows(sql`select name from lead_tags where account_id = ${DEMO_IDS.parentAccount} order by name`);
    expect(tags.map((row) => row.name)).toEqual(['Booked', 'Quote', 'Repeat customer']);
    const [marks] = await rows(sql`select
        count(*) filter (where cardinality(tag_ids) > 0)::int as tagged,
        count(*) filter (where follow_up)::int as flagged
      from supply_events where account_id = ${DEMO_IDS.parentAccount}`);
    expect(Number(marks!.tagged)).toBeGreaterThan(5);
    expect(Number(marks!.flagged)).toBe(3);
    const blocked = await rows(sql`select phone from blocked_numbers where account_id = ${DEMO_IDS.parentAccount}`);
    expect(blocked).toEqual([{ phone: '+15125550666' }]);
    const rules = await rows(sql`select name, phrases from keyword_rules
      where account_id = ${DEMO_IDS.parentAccount} order by name`);
    expect(rules).toEqual([
      { name: 'Booked jobs', phrases: ['booked', 'appointment'] },
      { name: 'Quotes', phrases: ['quote', 'estimate'] },
      { name: 'Wrong numbers', phrases: ['wrong number'] },
    ]);
    // Every recorded call has its words, each turn within its recording.
    const [words] = await rows(sql`select count(*)::int as recorded,
        count(*) filter (where exists (select 1 from call_transcripts t where t.supply_event_id = r.supply_event_id
          and t.at_seconds[cardinality(t.at_seconds)] < (r.size_bytes - 44) / 8000.0))::int as transcribed
      from recordings r where r.storage_key like 'demo/%'`);
    expect(Number(words!.recorded)).toBeGreaterThan(0);
    expect(words!.transcribed).toBe(words!.recorded);
  });
});
