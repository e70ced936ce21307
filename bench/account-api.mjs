// An authenticated GET of an account against PostgreSQL, beside a bare route measured in the same run.
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from './support/bench-database.mjs';
import { signInToken } from './support/sign-in-token.mjs';
import { startPortal } from './support/portal-process.mjs';

const ACCOUNT = '00000000-0000-4000-8000-000000001001';
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

async function load(title, urlPath, headers = {}) {
  const result = await autocannon({ url: `${portal.url}${urlPath}`, connections: 8, duration: 10, headers });
  const failures = result.non2xx + result.errors;
  console.log(
    `  ${title.padEnd(40)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms${failures ? `   (${failures} failed)` : ''}`,
  );
  return result;
}

try {
  const token = await signInToken(portal.url, 'owner@demo.test');
  console.log('PostgreSQL server, 10 s each, 8 connections, against `npm start`:');
  const bare = await load('GET /api/healthz (bare route)', '/api/healthz');
  const auth = { authorization: `Bearer ${token}` };
  const account = await load('GET account (token, role, account)', `/api/ad-portal/advprtl/accounts/${ACCOUNT}`, auth);
  const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const summary = await load(
    'GET summary (30 days)',
    `/api/ad-portal/advprtl/accounts/${ACCOUNT}/summary?from=${day(30)}&to=${day(0)}`,
    auth,
  );
  const activity = await load(
    'GET activity (first page)',
    `/api/ad-portal/advprtl/accounts/${ACCOUNT}/supply-events`,
    auth,
  );
  const ratio = (result) => (result.requests.average / bare.requests.average).toFixed(3);
  console.log(
    `\nauthenticated GET account: ${Math.round(account.requests.average)} req/s, p99 ${account.latency.p99} ms; ${ratio(account)} of the bare route's throughput (goal 0.3 or more, p99 under 10 ms)`,
  );
  console.log(
    `summary: ${ratio(summary)} of the bare route, p99 ${summary.latency.p99} ms; activity: ${ratio(activity)}, p99 ${activity.latency.p99} ms (goal 0.2 or more each)`,
  );
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  postgres.drop();
}
