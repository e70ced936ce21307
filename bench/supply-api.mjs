// Leads and calls at scale, on PostgreSQL with 20 million events in the table (bench/support/supply-data.mjs):
// the summary for 90 and 300 days and the activity table's first page for the account holding 2 million,
// p95 of one client's requests one after another; then ingestion in batches of 500 from several posters at
// once, events per second, while people keep reading the summary (20 reads a second). The ingestion line is followed by
// the CPU each part used meanwhile: on a 2-core machine it says what the figure is bound by.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { measureCpu } from './support/cpu-use.mjs';
import { startPortal } from './support/portal-process.mjs';
import { signInToken } from './support/sign-in-token.mjs';
import {
  BIG_ACCOUNT,
  BIG_ACCOUNT_EVENTS,
  TOTAL_EVENTS,
  benchCampaignIds,
  ensureSupplyData,
  dropEarlierRunsQueues,
} from './support/supply-data.mjs';

const DATABASE = 'portal_bench_supply';
const SAMPLES = 500;
const INGEST_SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 20);
const POSTERS = Number(process.env.BENCH_POSTERS ?? 8);
const READS_PER_SECOND = Number(process.env.BENCH_SUMMARY_READS ?? 20);
const BATCH = 500;
const INGEST_KEY = 'dev-ingest-key-not-for-production';

const server = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1).padStart(5)} ms`;
const describe = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}   p95 ${ms(percentile(sorted, 95))}   p99 ${ms(percentile(sorted, 99))}`;
};

/** The kept bench database (made once: filling it takes minutes), or null when no PostgreSQL answers. */
async function benchDatabaseUrl() {
  const admin = new pg.Client({ connectionString: server, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const { rows } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (process.env.BENCH_FRESH === '1' && rows.length > 0) await admin.query(`drop database ${DATABASE} with (force)`);
  if (rows.length === 0 || process.env.BENCH_FRESH === '1') await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

const dayInChicago = (at) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
// Calendar days back from today's date in Chicago (not 24-hour steps, which a change of daylight saving
// time moves by a day in the hour before midnight).
const daysBack = (days) => {
  const [year, month, day] = dayInChicago(new Date()).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
};

async function timeRequests(url, headers, samples, check) {
  const times = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.json();
    times.push(performance.now() - started);
    if (sample === 0) check(response.status, body);
  }
  return times;
}

/**
 * Batches of 500 events spread over random bench campaigns, each event new and each from a new caller, so
 * every one is billed (budget charge and ledger entry). The phones start at a random place each run: the
 * same phones as the run before would all be repeat callers within 7 days, billed nothing, and measure
 * much less work.
 */
function makeBatch(runId, phoneOffset, serial, campaigns) {
  const events = [];
  const occurredAt = new Date(Date.now() - 60_000).toISOString();
  for (let n = 0; n < BATCH; n += 1) {
    const id = serial * BATCH + n;
    const isCall = id % 5 < 3;
    const phone = `+1737${String(2000000 + ((phoneOffset + id * 7919) % 7999999)).padStart(7, '0')}`;
    events.push({
      externalId: `ingest-${runId}-${id}`,
      type: isCall ? 'CALL' : 'LEAD',
      campaignId: campaigns[(serial * 7 + (n % 10) * 13) % campaigns.length],
      occurredAt,
      consumer: { name: `Posted Customer ${id % 997}`, phone, zip: '78701' },
      serviceRequested: 'Clogged kitchen drain',
      ...(isCall && {
        call: { callerNumber: phone, trackingNumber: '+15125550150', durationSeconds: 95, outcome: 'ANSWERED' },
      }),
    });
  }
  return JSON.stringify({ events });
}

/**
 * The provider's systems are other machines: their requests are built before the clock starts, so the
 * load generator's own JSON work does not take the cores the portal is measured on. Enough for 30,000
 * events a second.
 */
function makeBatches(count) {
  const campaigns = benchCampaignIds();
  const runId = Date.now().toString(36);
  const phoneOffset = Math.floor(Math.random() * 7999999);
  return Array.from({ length: count }, (_, serial) => makeBatch(runId, phoneOffset, serial, campaigns));
}

async function ingestWhileReading(portals, summaryUrl, headers) {
  const portalUrl = portals.ingest.url;
  const bodies = makeBatches(Math.ceil((30_000 * INGEST_SECONDS) / BATCH));
  const deadline = performance.now() + INGEST_SECONDS * 1000;
  const cpu = measureCpu({
    PostgreSQL: (process) => process.name === 'postgres',
    'ingest process': (process) => process.group === portals.ingest.processGroup,
    'portal process (summary, outbox, jobs)': (process) => process.group === portals.main.processGroup,
    'load generator': (process) => process.pid === globalThis.process.pid,
  });
  let serial = 0;
  let events = 0;
  let failed = 0;
  let billed = 0;
  let sample = null;
  const batchTimes = [];
  const poster = async () => {
    while (performance.now() < deadline) {
      const body = bodies[serial++];
      if (body === undefined) break;
      const started = performance.now();
      const response = await fetch(`${portalUrl}/api/ingest/supply-events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${INGEST_KEY}`, 'content-type': 'application/json' },
        body,
      });
      const answer = await response.json();
      batchTimes.push(performance.now() - started);
      if (response.status !== 200) {
        failed += BATCH;
        sample ??= answer;
      } else {
        events += answer.results.filter((result) => result.status === 'CREATED').length;
        billed += answer.results.filter((result) => result.billable).length;
        const refused = answer.results.filter((result) => result.status !== 'CREATED');
        failed += refused.length;
        sample ??= refused[0];
      }
    }
  };
  const summaryTimes = [];
  // People reading their summaries meanwhile: READS_PER_SECOND requests spread evenly (a hundred people whose
  // dashboards refresh every 5 seconds), each timed from when it is sent, as the other figures are.
  const reader = async () => {
    const startedAt = performance.now();
    for (let read = 0; ; read += 1) {
      const due = startedAt + (read * 1000) / READS_PER_SECOND;
      if (due >= deadline) break;
      if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
      const sent = performance.now();
      const response = await fetch(summaryUrl, { headers });
      await response.arrayBuffer();
      summaryTimes.push(performance.now() - sent);
    }
  };
  const started = performance.now();
  await Promise.all([...Array.from({ length: POSTERS }, poster), reader()]);
  const seconds = (performance.now() - started) / 1000;
  const cpuUse = cpu.stop();
  console.log(
    `  POST ingest, ${POSTERS} posters, batches of ${BATCH} for ${seconds.toFixed(1)} s: ${Math.round(events / seconds).toLocaleString('en-US')} events/s (${events.toLocaleString('en-US')} created, ${billed.toLocaleString('en-US')} of them billed, ${failed} not created), batch ${describe(batchTimes)}`,
  );
  if (cpuUse) console.log(`  CPU while ingesting: ${cpuUse.line}`);
  if (sample) console.log(`  (not created, e.g.: ${JSON.stringify(sample).slice(0, 300)})`);
  console.log(
    `  GET summary 90 days while ingesting:        ${describe(summaryTimes)}   (${summaryTimes.length} requests, ${READS_PER_SECOND} a second)`,
  );
}

const url = await benchDatabaseUrl();
if (!url) {
  console.log('No local PostgreSQL answered (set BENCH_POSTGRES_URL): this benchmark needs one.');
  process.exit(0);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const portal = await startPortal({
  dataDir,
  env: {
    DATABASE_URL: url,
    RATE_LIMIT_PER_MINUTE: '10000000',
    IDENTITY_RATE_LIMIT_PER_IP: '10000000',
  },
});
// The provider's systems post to their own web process (as a load balancer would route /api/ingest), so a
// person's reads never wait behind a batch on one event loop.
const ingestDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-ingest-'));
const ingestPortal = await startPortal({
  dataDir: ingestDir,
  role: 'web',
  env: { DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '10000000' },
});
try {
  if (await ensureSupplyData(url)) console.log('  data: made (kept in the database for the next runs)');
  const token = await signInToken(portal.url, 'owner@demo.test');
  const headers = { authorization: `Bearer ${token}` };
  const account = `${portal.url}/api/ad-portal/advprtl/accounts/${BIG_ACCOUNT}`;
  const today = daysBack(0);
  const scale = `${(TOTAL_EVENTS / 1e6).toFixed(0)} M events in the table, ${(BIG_ACCOUNT_EVENTS / 1e6).toFixed(0)} M in this account`;
  for (const [title, query, days] of [
    ['summary 90 days ', `from=${daysBack(89)}&to=${today}`, 90],
    ['summary 300 days', `from=${daysBack(299)}&to=${today}`, 300],
  ]) {
    const times = await timeRequests(`${account}/summary?${query}`, headers, SAMPLES, (status, body) => {
      if (status !== 200 || body.days.length !== days || body.totals.leads + body.totals.calls < 100_000) {
        throw new Error(`unexpected summary answer ${status} ${JSON.stringify(body).slice(0, 200)}`);
      }
    });
    console.log(`  GET ${title}:  ${describe(times)}   (${SAMPLES} requests, one client, ${scale})`);
  }
  const activity = await timeRequests(`${account}/supply-events`, headers, SAMPLES, (status, body) => {
    if (status !== 200 || body.items.length !== 25) throw new Error(`unexpected activity answer ${status}`);
  });
  console.log(`  GET activity first page:  ${describe(activity)}   (${SAMPLES} requests, one client)`);
  await dropEarlierRunsQueues(url);
  await ingestWhileReading(
    { ingest: ingestPortal, main: portal },
    `${account}/summary?from=${daysBack(89)}&to=${today}`,
    headers,
  );
} finally {
  await Promise.all([portal.stop(), ingestPortal.stop()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(ingestDir, { recursive: true, force: true });
}
