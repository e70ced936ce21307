// Webhooks on PostgreSQL, against a local HTTP receiver: (1) signed, durable deliveries per second (each
// recorded SUCCEEDED after its 2xx) with 50,000 queued at once; (2) event to first attempt at 1,000 events a
// second for 10 s (from the commit of the outbox row to the receiver reading the request), p50/p95/p99.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { v7 as timeOrderedId } from 'uuid';
import { createBenchDatabase } from './support/bench-database.mjs';
import { startPortal } from './support/portal-process.mjs';

const DELIVERIES = Number(process.env.BENCH_WEBHOOK_DELIVERIES ?? 50_000);
const RATE = 1_000;
const RATE_SECONDS = 10;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

const postgres = createBenchDatabase();
if (!postgres) {
  console.log('No local PostgreSQL answered (set BENCH_POSTGRES_URL): this benchmark needs one.');
  process.exit(0);
}

// The receiver: answers 200 at once, checks every 100th signature with the Standard Webhooks library.
const secret = `whsec_${crypto.randomBytes(24).toString('base64')}`;
const verifier = new Webhook(secret);
const arrivals = new Map();
let received = 0;
let badSignatures = 0;
const receiver = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const at = performance.now();
    received += 1;
    const body = Buffer.concat(chunks).toString('utf8');
    const id = String(request.headers['webhook-id']).slice('msg_'.length);
    if (!arrivals.has(id)) arrivals.set(id, at);
    if (received % 100 === 0) {
      try {
        verifier.verify(body, request.headers);
      } catch {
        badSignatures += 1;
      }
    }
    response.writeHead(200).end();
  });
});
receiver.keepAliveTimeout = 30_000;
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${receiver.address().port}/hooks`;

const portal = await startPortal({
  dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-')),
  env: { DATABASE_URL: postgres.url, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', DB_POOL_MAX: '20' },
});
const client = new pg.Client({ connectionString: postgres.url });
await client.connect();
try {
  const {
    rows: [account],
  } = await client.query(
    `insert into accounts (id, record_id, name, business_formal_name, city, state, time_zone)
     values (gen_random_uuid(), '001HOOKBENCH0001', 'Webhook Bench', 'Webhook Bench LLC', 'Austin', 'TX', 'CST') returning id`,
  );
  const {
    rows: [endpoint],
  } = await client.query(
    `insert into webhook_endpoints (account_id, url, event_types, secret) values ($1, $2, $3, $4) returning id`,
    [account.id, receiverUrl, ['lead.created'], secret],
  );
  const payload = {
    supplyEventId: crypto.randomUUID(),
    externalId: 'bench',
    campaignId: crypto.randomUUID(),
    listingId: null,
    occurredAt: new Date().toISOString(),
    consumer: { name: 'Bench Lead', phone: '+15125550100', zip: '78701' },
    billable: true,
    priceCents: 2500,
    reason: null,
  };

  // (1) Throughput: the events already fanned out, so this is the delivery worker alone.
  const ids = Array.from({ length: DELIVERIES }, () => timeOrderedId());
  await client.query(
    `insert into domain_events (id, account_id, type, payload, occurred_at, dispatched_at)
     select id, $2, 'lead.created', $3, now(), now() from unnest($1::uuid[]) as id`,
    [ids, account.id, payload],
  );
  const started = performance.now();
  await client.query(
    `insert into webhook_deliveries (id, account_id, endpoint_id, event_id, event_type, next_attempt_at)
     select gen_random_uuid(), $2, $3, id, 'lead.created', now() from unnest($1::uuid[]) as id`,
    [ids, account.id, endpoint.id],
  );
  // Asks whether any is still due through the partial index of PENDING rows (one probe): counting 50,000
  // rows every few milliseconds would take the database's time from the worker being measured.
  for (;;) {
    const { rows } = await client.query(
      `select exists (select 1 from webhook_deliveries where status = 'PENDING' and endpoint_id = $1) as due`,
      [endpoint.id],
    );
    if (!rows[0].due) break;
    if (performance.now() - started > 300_000) throw new Error('not all delivered in 300 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  const {
    rows: [{ succeeded }],
  } = await client.query(
    `select count(*)::int as succeeded from webhook_deliveries where endpoint_id = $1 and status = 'SUCCEEDED'`,
    [endpoint.id],
  );
  if (succeeded !== DELIVERIES) throw new Error(`${succeeded} of ${DELIVERIES} recorded SUCCEEDED`);
  console.log(
    `  signed durable deliveries: ${DELIVERIES.toLocaleString('en-US')} in ${seconds.toFixed(1)} s = ${Math.round(DELIVERIES / seconds).toLocaleString('en-US')}/s (goal 5,000/s); ${received - DELIVERIES} sent twice; ${badSignatures} of ${Math.floor(received / 100)} sampled signatures failed`,
  );

  // (2) Latency: 100 events every 100 ms through the outbox, dispatched and delivered by the worker.
  arrivals.clear();
  const committed = new Map();
  const batches = (RATE * RATE_SECONDS) / 100;
  const tick = performance.now();
  for (let batch = 0; batch < batches; batch += 1) {
    const wait = tick + batch * 100 - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const eventIds = Array.from({ length: 100 }, () => timeOrderedId());
    await client.query(
      `insert into domain_events (id, account_id, type, payload, occurred_at)
       select id, $2, 'lead.created', $3, now() from unnest($1::uuid[]) as id`,
      [eventIds, account.id, payload],
    );
    const at = performance.now();
    for (const id of eventIds) committed.set(id, at);
  }
  const deadline = performance.now() + 30_000;
  while (arrivals.size < committed.size && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const latencies = [...committed].map(([id, at]) => (arrivals.get(id) ?? Infinity) - at).sort((a, b) => a - b);
  console.log(
    `  event to first attempt at ${RATE.toLocaleString('en-US')} events/s: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))} (goal p99 under 250 ms; ${committed.size - arrivals.size} missing)`,
  );
} finally {
  await client.end();
  await portal.stop();
  receiver.close();
  postgres.drop();
}
