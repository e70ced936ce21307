// Sign-ins per second through the Cognito wire, and what verifying the bearer token adds to an API request.
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from './support/bench-database.mjs';
import { startPortal } from './support/portal-process.mjs';

const LIMITS = {
  RATE_LIMIT_PER_MINUTE: '10000000',
  IDENTITY_RATE_LIMIT_PER_IP: '10000000',
  IDENTITY_RATE_LIMIT_PER_USER: '10000000',
};

const cognito = (operation, body) => ({
  method: 'POST',
  path: '/cognito-idp',
  headers: {
    'content-type': 'application/x-amz-json-1.1',
    'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
  },
  body: JSON.stringify(body),
});
const signInBody = {
  AuthFlow: 'USER_PASSWORD_AUTH',
  ClientId: 'advertiser-portal-web',
  AuthParameters: { USERNAME: 'owner@demo.test', PASSWORD: 'Demo-Passw0rd!' },
};

async function load(url, title, { path: requestPath, ...request }) {
  const result = await autocannon({ url: `${url}${requestPath}`, connections: 8, duration: 10, ...request });
  const failures = result.non2xx + result.errors;
  console.log(
    `  ${title.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms${failures ? `   (${failures} failed)` : ''}`,
  );
  return result;
}

async function measure(label, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const portal = await startPortal({ dataDir, env: { ...LIMITS, ...env } });
  try {
    const first = await fetch(`${portal.url}/cognito-idp`, {
      method: 'POST',
      headers: cognito('InitiateAuth', signInBody).headers,
      body: JSON.stringify(signInBody),
    });
    const accessToken = (await first.json()).AuthenticationResult.AccessToken;
    console.log(`\n${label}: 10 s each, 8 connections, against \`npm start\``);
    await load(portal.url, 'sign-in (InitiateAuth USER_PASSWORD_AUTH)', cognito('InitiateAuth', signInBody));
    const bare = await load(portal.url, 'GET /api/healthz (no token)', { path: '/api/healthz' });
    const verified = await load(portal.url, 'GET /api/session (bearer token verified)', {
      path: '/api/session',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const costMs = verified.latency.average - bare.latency.average;
    console.log(
      `  token verification cost per request: ${costMs.toFixed(2)} ms of mean latency (RS256 signature, claims, revocation lookup)`,
    );
  } finally {
    await portal.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await measure('Embedded PostgreSQL (PGlite)', {});
const postgres = createBenchDatabase();
if (postgres) {
  try {
    await measure('PostgreSQL server', { DATABASE_URL: postgres.url });
  } finally {
    postgres.drop();
  }
} else {
  console.log('\nNo local PostgreSQL answered: the PostgreSQL run is skipped (set BENCH_POSTGRES_URL).');
}
