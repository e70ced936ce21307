// Invoices at scale on PostgreSQL: 10,000 post-paid accounts with a month of charges each; the job that
// issues the month's invoices (time in all and per account), then invoice PDF rendering over HTTP (p95).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createBenchDatabase } from './support/bench-database.mjs';
import { startPortal } from './support/portal-process.mjs';
import { signInToken } from './support/sign-in-token.mjs';

const ACCOUNTS = Number(process.env.BENCH_INVOICE_ACCOUNTS ?? 10_000);
const CHARGES_PER_ACCOUNT = 30;
const PDF_SAMPLES = 200;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const postgres = createBenchDatabase();
if (!postgres) {
  console.log('No local PostgreSQL answered (set BENCH_POSTGRES_URL): this benchmark needs one.');
  process.exit(0);
}
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const portal = await startPortal({
  dataDir,
  env: { DATABASE_URL: postgres.url, RATE_LIMIT_PER_MINUTE: '10000000', IDENTITY_RATE_LIMIT_PER_IP: '10000000' },
});
try {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  // Every account: post-paid, one campaign, 30 billed leads in October 2026 (Central time).
  await client.query(
    `with made as (
       insert into accounts (id, record_id, name, business_formal_name, city, state, time_zone)
       select gen_random_uuid(), '001INV' || lpad(n::text, 12, '0'), 'Invoice Account ' || n, 'Invoice Account ' || n || ' LLC',
         'Austin', 'TX', 'CST'
       from generate_series(1, $1::int) as n returning id),
     billed as (insert into billing_accounts (account_id, mode) select id, 'POSTPAID' from made returning account_id),
     campaign as (
       insert into campaigns (account_id, name, category, status, lead_types, call_price_cents, form_price_cents,
         zip_codes, states, schedule, destination_phone, start_date)
       select account_id, 'Invoice campaign', 'Plumbing', 'ACTIVE', array['CALL','FORM'], 4500, 2500, array['78701'],
         array[]::text[], '{"always":true,"days":{"MON":[],"TUE":[],"WED":[],"THU":[],"FRI":[],"SAT":[],"SUN":[]}}',
         '+15125550100', '2026-01-01'
       from billed returning id, account_id)
     insert into ledger_entries (account_id, kind, amount_cents, campaign_id, occurred_at)
     select account_id, 'CHARGE', 2500, id, timestamptz '2026-10-01 12:00:00-05' + (n * interval '20 hours')
     from campaign, generate_series(1, $2::int) as n`,
    [ACCOUNTS, CHARGES_PER_ACCOUNT],
  );
  await client.query('analyze');
  const run = JSON.parse(
    execFileSync(
      'node',
      ['--import', 'tsx', path.join(root, 'bench/support/issue-invoices.ts'), postgres.url, '2026-11-01T12:00:00Z'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    ),
  );
  console.log(
    `  issue the month's invoices: ${run.issued.toLocaleString('en-US')} accounts in ${(run.ms / 1000).toFixed(1)} s, ${(run.ms / run.issued).toFixed(1)} ms per account (${CHARGES_PER_ACCOUNT} charges each)`,
  );
  const { rows } = await client.query(
    `select i.id, i.account_id from invoices i join billing_accounts b on b.account_id = i.account_id
     where i.period_start = '2026-10-01' order by random() limit $1`,
    [PDF_SAMPLES],
  );
  await client.end();
  const token = await signInToken(portal.url, 'staff@demo.test');
  const times = [];
  for (const { id, account_id: accountId } of rows) {
    const started = performance.now();
    const response = await fetch(`${portal.url}/api/gtv/invoice/accounts/${accountId}/invoices/${id}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const pdf = Buffer.from(await response.arrayBuffer());
    times.push(performance.now() - started);
    if (response.status !== 200 || !pdf.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error('not a PDF');
  }
  times.sort((a, b) => a - b);
  console.log(
    `  GET invoice PDF: p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   p99 ${percentile(times, 99).toFixed(1)} ms   (${times.length} invoices, one client)`,
  );
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  postgres.drop();
}
