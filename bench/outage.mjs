// The database goes away under load: `npm start` on PostgreSQL behind a TCP proxy, 300 requests a second of
// mixed reads and writes for 30 s, and the proxy refuses every connection from the 10th to the 20th second.
// Printed: what the requests answered while it was gone (503 with Retry-After, none past the 15 s client
// time-out), how soon each kind of request succeeds again once it is back, whether the process lived, and
// whether any write is half done (checked in the database afterwards, around the proxy).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { createBenchDatabase } from './support/bench-database.mjs';
import { signInToken } from './support/sign-in-token.mjs';
import { startPortal } from './support/portal-process.mjs';

const ACCOUNT = '00000000-0000-4000-8000-000000001001';
const INGEST_KEY = 'dev-ingest-key-not-for-production';
const RATE = 300;
const SECONDS = 30;
const OUTAGE = { from: 10_000, to: 20_000 };
const CLIENT_TIMEOUT_MS = 15_000;

const postgres = createBenchDatabase();
if (!postgres) {
  console.log('No local PostgreSQL answered (set BENCH_POSTGRES_URL): this benchmark needs one.');
  process.exit(0);
}
register();
const { startTcpProxy } = await import('../apps/server/src/test/tcp-proxy.ts');
const target = new URL(postgres.url);
const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
const viaProxy = new URL(postgres.url);
viaProxy.host = `127.0.0.1:${proxy.port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-outage-'));
const portal = await startPortal({
  dataDir,
  env: {
    DATABASE_URL: viaProxy.toString(),
    RATE_LIMIT_PER_MINUTE: '10000000',
    IDENTITY_RATE_LIMIT_PER_IP: '10000000',
  },
});

const runId = Date.now().toString(36);
const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

try {
  const auth = { authorization: `Bearer ${await signInToken(portal.url, 'owner@demo.test')}` };
  const campaigns = await fetch(`${portal.url}/api/ad-portal/advprtl/accounts/${ACCOUNT}/campaigns`, {
    headers: auth,
  }).then((response) => response.json());
  // Leads spread over the account's active campaigns, as real traffic is (each lead locks its campaign).
  const active = campaigns.items.filter((item) => item.status === 'ACTIVE');
  const account = `${portal.url}/api/ad-portal/advprtl/accounts/${ACCOUNT}`;
  let leads = 0;
  const acknowledged = [];
  const rejectedLeads = [];
  /** The kinds of request, taken in turn: three reads and two writes. */
  const kinds = {
    'GET account': () => fetch(account, { headers: auth, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) }),
    'GET summary': () =>
      fetch(`${account}/summary?from=${day(29)}&to=${day(0)}`, {
        headers: auth,
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      }),
    'GET activity': () =>
      fetch(`${account}/supply-events`, { headers: auth, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) }),
    'POST ingest': async () => {
      const externalId = `outage-${runId}-${(leads += 1)}`;
      const response = await fetch(`${portal.url}/api/ingest/supply-events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${INGEST_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          events: [
            {
              externalId,
              type: 'LEAD',
              campaignId: active[leads % active.length].id,
              occurredAt: new Date().toISOString(),
              consumer: {
                name: 'Outage Bench',
                phone: `+1512${String(4_000_000 + leads).padStart(7, '0')}`,
                zip: '78701',
              },
            },
          ],
        }),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      if (!response.ok) return response;
      // 200 answers each event on its own: only a CREATED one was stored.
      const { results } = await response.json();
      if (results[0].status === 'CREATED') acknowledged.push(externalId);
      else rejectedLeads.push(results[0]);
      return new Response(null, { status: response.status });
    },
    'PUT preferences': () =>
      fetch(`${portal.url}/api/notification-svc/preferences/accounts/${ACCOUNT}`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ eventType: 'lead.created', channel: 'SMS', enabled: leads % 2 === 0 }] }),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      }),
  };
  const names = Object.keys(kinds);
  const outcomes = [];
  const started = performance.now();
  const inFlight = new Set();
  const cut = setTimeout(() => void proxy.cut(), OUTAGE.from);
  const restore = setTimeout(() => void proxy.restore(), OUTAGE.to);
  for (let n = 0; n < RATE * SECONDS; n += 1) {
    const wait = started + (n * 1000) / RATE - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const kind = names[n % names.length];
    const sentAt = performance.now() - started;
    const request = kinds[kind]()
      .then(async (response) => {
        await response.arrayBuffer();
        return { status: response.status, retryAfter: response.headers.get('retry-after') };
      })
      .catch((error) => ({ status: error.name === 'TimeoutError' ? 'timeout' : 'network error', retryAfter: null }))
      .then((answer) => outcomes.push({ kind, sentAt, ms: performance.now() - started - sentAt, ...answer }));
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  }
  await Promise.all(inFlight);
  clearTimeout(cut);
  clearTimeout(restore);

  const p99 = (list) => list.map((o) => o.ms).sort((x, y) => x - y)[Math.floor(list.length * 0.99)];
  const before = outcomes.filter((o) => o.sentAt < OUTAGE.from);
  const failedBefore = before.filter((o) => !(o.status >= 200 && o.status < 300));
  const during = outcomes.filter((o) => o.sentAt >= OUTAGE.from + 100 && o.sentAt < OUTAGE.to);
  const refusedWell = during.filter((o) => o.status === 503 && o.retryAfter);
  const otherwise = during.filter((o) => !(o.status === 503 && o.retryAfter));
  const summarize = (list) => {
    const counts = new Map();
    for (const o of list) counts.set(String(o.status), (counts.get(String(o.status)) ?? 0) + 1);
    return [...counts].map(([status, count]) => `${status} × ${count}`).join(', ') || 'none';
  };
  console.log(
    `  PostgreSQL behind a proxy; ${RATE} requests/s for ${SECONDS} s (${names.join(', ')} in turn); the database refuses connections from ${OUTAGE.from / 1000} s to ${OUTAGE.to / 1000} s`,
  );
  console.log(
    `  before: ${before.length - failedBefore.length} of ${before.length} succeeded${failedBefore.length ? ` (others: ${summarize(failedBefore)})` : ''}; p99 ${p99(before).toFixed(0)} ms`,
  );
  console.log(
    `  while it was gone: ${during.length} requests, ${refusedWell.length} answered 503 with Retry-After; others: ${summarize(otherwise)}; slowest answer ${Math.max(...during.map((o) => o.ms)).toFixed(0)} ms (client time-out ${CLIENT_TIMEOUT_MS / 1000} s)`,
  );
  const back = names.map((kind) => {
    const first = outcomes
      .filter((o) => o.kind === kind && o.sentAt >= OUTAGE.to && o.status >= 200 && o.status < 300)
      .sort((a, b) => a.sentAt + a.ms - (b.sentAt + b.ms))[0];
    return { kind, ms: first ? first.sentAt + first.ms - OUTAGE.to : Infinity };
  });
  console.log(
    `  back after the database returned (first success of each kind): ${back.map((b) => `${b.kind} ${b.ms.toFixed(0)} ms`).join(', ')}; slowest ${Math.max(...back.map((b) => b.ms)).toFixed(0)} ms (goal under 2,000 ms)`,
  );
  const afterwards = outcomes.filter((o) => o.sentAt >= OUTAGE.to + 2_000);
  const failedAfter = afterwards.filter((o) => !(o.status >= 200 && o.status < 300));
  console.log(
    `  from 2 s after it returned: ${afterwards.length - failedAfter.length} of ${afterwards.length} succeeded${failedAfter.length ? ` (others: ${summarize(failedAfter)}; ${[...new Set(failedAfter.map((o) => o.kind))].join(', ')}; the last sent ${((Math.max(...failedAfter.map((o) => o.sentAt)) - OUTAGE.to) / 1000).toFixed(1)} s after the return)` : ''}`,
  );
  const alive = await fetch(`${portal.url}/api/healthz`).then(
    (response) => response.ok,
    () => false,
  );
  console.log(`  the server process: ${alive ? 'alive, answering' : 'NOT answering'}`);

  // Checked on the database itself (not through the proxy): every acknowledged lead is stored, and no
  // lead is stored without its roll-up or (when billable) its one charge; the balance equals its entries.
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select
         (select count(*)::int from supply_events where external_id like $1) as stored,
         (select count(*)::int from supply_events e where e.external_id like $1 and e.billable
            and not exists (select 1 from ledger_entries l where l.supply_event_id = e.id and l.kind = 'CHARGE')) as billed_without_charge,
         (select count(*)::int from ledger_entries l join supply_events e on e.id = l.supply_event_id
            where e.external_id like $1 and not e.billable and l.kind = 'CHARGE') as charged_not_billable,
         (select count(*)::int from supply_events where external_id = any($2)) as acknowledged_stored,
         (select count(*)::int from billing_accounts b
            where b.owed_cents <> coalesce((select sum(amount_cents) from ledger_entries l where l.account_id = b.account_id), 0)) as balances_off`,
      [`outage-${runId}-%`, acknowledged],
    );
    const check = rows[0];
    const whole =
      check.billed_without_charge === 0 &&
      check.charged_not_billable === 0 &&
      check.acknowledged_stored === acknowledged.length &&
      check.balances_off === 0;
    if (rejectedLeads.length > 0)
      console.log(`  ${rejectedLeads.length} leads refused, e.g. ${JSON.stringify(rejectedLeads[0])}`);
    console.log(
      `  writes: ${acknowledged.length} leads acknowledged, ${check.acknowledged_stored} of them stored, ${check.stored} stored in all; billed without a charge ${check.billed_without_charge}, charged though not billable ${check.charged_not_billable}, balances off their ledger ${check.balances_off}: ${whole ? 'nothing half done' : 'SOMETHING HALF DONE'}`,
    );
  } finally {
    await client.end();
  }
} finally {
  await portal.stop();
  await proxy.close();
  postgres.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
