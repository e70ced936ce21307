// The supply benchmark's data: 20 million leads and calls over the last 300 days, made with SQL in a database
// that is kept between runs (making it takes minutes). The demo account holds 2 million of them on 20
// campaigns; 199 more accounts share the rest on 5 campaigns each. Every account keeps Central time.
import pg from 'pg';

export const DATA_VERSION = 1;
export const BIG_ACCOUNT = '00000000-0000-4000-8000-000000001001';
export const TOTAL_EVENTS = 20_000_000;
export const BIG_ACCOUNT_EVENTS = 2_000_000;
const OTHER_ACCOUNTS = 199;
const BIG_CAMPAIGNS = 20;
const OTHER_CAMPAIGNS = 5;
const CHUNK = 1_000_000;

/** Ids the SQL computes (account n, campaign c of account n; account 0 is the demo account). */
const ACCOUNT_ID = (n) => `case when ${n} = 0 then '${BIG_ACCOUNT}'::uuid
  else ('00000000-0000-4000-b000-' || lpad((${n})::text, 12, '0'))::uuid end`;
const CAMPAIGN_ID = (n, c) => `('00000000-0000-4000-a000-' || lpad(((${n}) * 100 + (${c}))::text, 12, '0'))::uuid`;

/** The bench campaigns as [accountNumber, campaignNumber]: what ingestion posts to. */
export function benchCampaignIds() {
  const ids = [];
  const id = (n, c) => `00000000-0000-4000-a000-${String(n * 100 + c).padStart(12, '0')}`;
  for (let c = 1; c <= BIG_CAMPAIGNS; c += 1) ids.push(id(0, c));
  for (let n = 1; n <= OTHER_ACCOUNTS; n += 1) for (let c = 1; c <= OTHER_CAMPAIGNS; c += 1) ids.push(id(n, c));
  return ids;
}

const step = async (client, title, sql, params = []) => {
  const started = performance.now();
  const result = await client.query(sql, params);
  console.log(`  data: ${title} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return result;
};

/** Makes the data unless this database already holds this version of it. */
export async function ensureSupplyData(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create table if not exists bench_supply_data (version int primary key, made_at timestamptz)');
    // Accounts and campaigns are made (or found) every run: ingestion posts to them.
    await makeAccounts(client);
    const { rows } = await client.query('select 1 from bench_supply_data where version = $1', [DATA_VERSION]);
    if (rows.length > 0) return false;
    await client.query("set synchronous_commit = off; set maintenance_work_mem = '1GB'; set work_mem = '256MB'");
    await makeEvents(client);
    await step(
      client,
      'daily roll-ups',
      `insert into daily_rollups (account_id, campaign_id, day, leads, calls, answered_calls, billable, spend_cents)
       select account_id, campaign_id, (occurred_at at time zone 'America/Chicago')::date,
         count(*) filter (where type = 'LEAD'), count(*) filter (where type = 'CALL'),
         count(*) filter (where outcome = 'ANSWERED'), count(*) filter (where billable),
         coalesce(sum(price_cents) filter (where billable), 0)
       from supply_events where external_id like 'bench-%' group by 1, 2, 3
       on conflict (account_id, campaign_id, day) do update set
         leads = daily_rollups.leads + excluded.leads, calls = daily_rollups.calls + excluded.calls,
         answered_calls = daily_rollups.answered_calls + excluded.answered_calls,
         billable = daily_rollups.billable + excluded.billable,
         spend_cents = daily_rollups.spend_cents + excluded.spend_cents`,
    );
    await step(client, 'vacuum analyze', 'vacuum analyze');
    await client.query('insert into bench_supply_data values ($1, now())', [DATA_VERSION]);
    return true;
  } finally {
    await client.end();
  }
}

async function makeAccounts(client) {
  await step(
    client,
    `${OTHER_ACCOUNTS} accounts`,
    `insert into accounts (id, record_id, name, business_formal_name, city, state, time_zone)
     select ${ACCOUNT_ID('n')}, '001BENCH' || lpad(n::text, 10, '0'), 'Bench Account ' || n,
       'Bench Account ' || n || ' LLC', 'Austin', 'TX', 'CST'
     from generate_series(1, ${OTHER_ACCOUNTS}) as n on conflict do nothing`,
  );
  // Post-paid, so every lead and call is billed and written to the ledger (a prepaid balance would run dry
  // within seconds at this rate and turn the rest INSUFFICIENT_FUNDS, measuring less work than real).
  await step(
    client,
    'post-paid billing for the bench accounts',
    `insert into billing_accounts (account_id, mode)
     select ${ACCOUNT_ID('n')}, 'POSTPAID' from generate_series(0, ${OTHER_ACCOUNTS}) as n
     on conflict (account_id) do update set mode = 'POSTPAID'`,
  );
  const campaigns = `
    select 0 as n, c from generate_series(1, ${BIG_CAMPAIGNS}) as c
    union all select n, c from generate_series(1, ${OTHER_ACCOUNTS}) as n, generate_series(1, ${OTHER_CAMPAIGNS}) as c`;
  await step(
    client,
    `${BIG_CAMPAIGNS + OTHER_ACCOUNTS * OTHER_CAMPAIGNS} campaigns with budgets`,
    `with made as (
       insert into campaigns (id, account_id, name, category, status, lead_types, call_price_cents, form_price_cents,
         zip_codes, states, schedule, destination_phone, start_date, created_at)
       select ${CAMPAIGN_ID('n', 'c')}, ${ACCOUNT_ID('n')}, 'Bench campaign ' || c, 'Plumbing', 'ACTIVE',
         array['CALL','FORM'], 4500, 2500, array['78701','78702'], array['TX'],
         '{"always":true,"days":{"MON":[],"TUE":[],"WED":[],"THU":[],"FRI":[],"SAT":[],"SUN":[]}}',
         '+15125550100', (now() - interval '400 days')::date, now() - interval '400 days'
       from (${campaigns}) as pairs on conflict do nothing returning id, account_id)
     insert into budgets (account_id, campaign_id, period, cap_cents)
     select account_id, id, 'MONTHLY', 1000000000000 from made`,
  );
}

async function makeEvents(client) {
  // Deterministic spread: event g falls somewhere in the last 300 days, 60 % calls (86 % of them answered),
  // 70 % billable, phones and names from g, so runs on different machines hold the same shape.
  for (let start = 1; start <= TOTAL_EVENTS; start += CHUNK) {
    const end = Math.min(TOTAL_EVENTS, start + CHUNK - 1);
    await step(
      client,
      `events ${start.toLocaleString('en-US')} to ${end.toLocaleString('en-US')}`,
      `insert into supply_events (external_id, account_id, campaign_id, type, occurred_at, consumer_name,
         consumer_phone, consumer_email, consumer_zip, service_requested, caller_number, tracking_number,
         duration_seconds, outcome, price_cents, billable, reason, customer_status, received_at)
       select 'bench-' || g, ${ACCOUNT_ID('a')}, ${CAMPAIGN_ID('a', 'c')},
         case when g % 5 < 3 then 'CALL' else 'LEAD' end, at,
         'Bench Customer ' || (g % 9973), '+1512' || lpad((2000000 + g % 7999999)::text, 7, '0'),
         case when g % 5 >= 3 then 'customer' || (g % 9973) || '@example.com' end, '78701', 'Leaking water heater',
         case when g % 5 < 3 then '+1512' || lpad((2000000 + g % 7999999)::text, 7, '0') end,
         case when g % 5 < 3 then '+15125550150' end,
         case when g % 5 < 3 then 30 + g % 500 end,
         case when g % 5 < 3 then case when g % 50 < 43 then 'ANSWERED' when g % 2 = 0 then 'VOICEMAIL' else 'MISSED' end end,
         case when g % 10 < 7 then case when g % 5 < 3 then 4500 else 2500 end else 0 end,
         g % 10 < 7, case when g % 10 >= 7 then 'REPEAT_CALLER' end,
         (array['NEW','CONTACTED','BOOKED','WON','LOST'])[1 + g % 5], at
       from (
         select g,
           case when g <= ${BIG_ACCOUNT_EVENTS} then 0 else 1 + (g - ${BIG_ACCOUNT_EVENTS}) % ${OTHER_ACCOUNTS} end as a,
           case when g <= ${BIG_ACCOUNT_EVENTS} then 1 + g % ${BIG_CAMPAIGNS}
             else 1 + (g / ${OTHER_ACCOUNTS}) % ${OTHER_CAMPAIGNS} end as c,
           now() - interval '1 hour' - ((g::bigint * 7919) % (300 * 86400)) * interval '1 second' as at
         from generate_series($1::int, $2::int) as g) as spread`,
      [start, end],
    );
  }
}

/**
 * What earlier runs left queued: the demo account's users are mailed about each of its leads, and a run
 * queues more mail than the development mail outbox takes in its 20 seconds. Left there, each run would
 * start behind a longer queue than the one before and measure its history as much as itself.
 */
export async function dropEarlierRunsQueues(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("delete from pgboss.job where name = 'deliver-message' and state in ('created', 'retry')");
    await client.query('update domain_events set dispatched_at = now() where dispatched_at is null');
    // A PostgreSQL server may run without autovacuum (this machine's does): the queue tables' dead rows
    // from earlier runs would slow every look for the next job or event.
    await client.query('vacuum domain_events, pgboss.job');
  } finally {
    await client.end();
  }
}
