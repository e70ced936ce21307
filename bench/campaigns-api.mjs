// The campaigns list of an account with 500 campaigns (each with a budget and spend this period), against
// PostgreSQL: p95 of one client's requests one after another, and throughput with 8 connections.
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createBenchDatabase } from './support/bench-database.mjs';
import { signInToken } from './support/sign-in-token.mjs';
import { startPortal } from './support/portal-process.mjs';

const ACCOUNT = '00000000-0000-4000-8000-000000001001';
const CAMPAIGNS = 500;
const SAMPLES = 1000;

const postgres = createBenchDatabase();
if (!postgres) {
  console.log('No local PostgreSQL answered (set BENCH_POSTGRES_URL): this benchmark needs one.');
  process.exit(0);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const portal = await startPortal({
  dataDir,
  env: { DATABASE_URL: postgres.url, RATE_LIMIT_PER_MINUTE: '10000000', IDENTITY_RATE_LIMIT_PER_IP: '10000000' },
});

/** Tops the demo account up to 500 campaigns, each with a monthly budget and a period with spend. */
async function fillAccount() {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  const { rows } = await client.query('select count(*)::int as n from campaigns where account_id = $1', [ACCOUNT]);
  const missing = CAMPAIGNS - rows[0].n;
  await client.query(
    `with made as (
       insert into campaigns (account_id, name, category, status, lead_types, call_price_cents, form_price_cents,
         zip_codes, states, schedule, destination_phone, start_date, created_at)
       select $1, 'Bench campaign ' || n, 'Plumbing', case when n % 7 = 0 then 'PAUSED' else 'ACTIVE' end,
         array['CALL','FORM'], 4500, 2500, array['78701','78702'], array[]::text[],
         '{"always":true,"days":{"MON":[],"TUE":[],"WED":[],"THU":[],"FRI":[],"SAT":[],"SUN":[]}}',
         '+15125550100', '2026-01-01', now() - n * interval '1 minute'
       from generate_series(1, $2::int) as n returning id),
     funded as (
       insert into budgets (account_id, campaign_id, period, cap_cents)
       select $1, id, 'MONTHLY', 100000 from made returning id)
     insert into budget_periods (budget_id, account_id, period, period_start, period_end, cap_cents, spent_cents)
     select id, $1, 'MONTHLY', date_trunc('month', now()), date_trunc('month', now()) + interval '1 month', 100000, 42000
     from funded`,
    [ACCOUNT, missing],
  );
  await client.query('analyze');
  await client.end();
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  await fillAccount();
  const token = await signInToken(portal.url, 'owner@demo.test');
  const headers = { authorization: `Bearer ${token}` };
  const url = `${portal.url}/api/ad-portal/advprtl/accounts/${ACCOUNT}/campaigns`;
  const first = await fetch(url, { headers });
  const body = await first.json();
  if (first.status !== 200 || body.items.length !== 25) throw new Error(`unexpected answer ${first.status}`);
  for (const [title, query] of [
    ['first page (25)', ''],
    ['page of 100', '?limit=100'],
    ['search "campaign 4"', '?q=campaign%204'],
  ]) {
    const times = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const started = performance.now();
      const response = await fetch(`${url}${query}`, { headers });
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  GET campaigns, ${title.padEnd(20)} p50 ${percentile(times, 50).toFixed(1).padStart(5)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(5)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(5)} ms   (${SAMPLES} requests, one client, ${CAMPAIGNS} campaigns)`,
    );
  }
  const load = await autocannon({ url, connections: 8, duration: 10, headers });
  console.log(
    `  GET campaigns, 8 connections for 10 s: ${Math.round(load.requests.average)} req/s, p97.5 ${load.latency.p97_5} ms, ${load.non2xx + load.errors} failed`,
  );
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  postgres.drop();
}
