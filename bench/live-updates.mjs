// Live update latency: from the ingest API's answer for a new lead to the moment the person's live stream
// (Server-Sent Events, as the browser's EventSource reads it) carries the lead, and its bell notification.
// One portal as `npm start` runs it (web and worker in one process), on PostgreSQL when one answers, else
// the embedded database; leads posted one at a time, 10 a second.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from './support/bench-database.mjs';
import { signInToken } from './support/sign-in-token.mjs';
import { startPortal } from './support/portal-process.mjs';

const ACCOUNT = '00000000-0000-4000-8000-000000001001';
const INGEST_KEY = 'dev-ingest-key-not-for-production';
const SAMPLES = Number(process.env.BENCH_LIVE_SAMPLES ?? 200);
const INTERVAL_MS = 100;

const postgres = createBenchDatabase();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-live-'));
const portal = await startPortal({
  dataDir,
  env: {
    ...(postgres && { DATABASE_URL: postgres.url }),
    RATE_LIMIT_PER_MINUTE: '10000000',
    IDENTITY_RATE_LIMIT_PER_IP: '10000000',
  },
});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const describe = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`;
};

/** Reads the live stream, calling `onMessage` with each message and the instant it arrived. */
async function openStream(headers, onMessage) {
  const ticket = await fetch(`${portal.url}/api/notification-svc/stream-tickets/accounts/${ACCOUNT}`, {
    method: 'POST',
    headers,
  }).then((response) => response.json());
  const response = await fetch(`${portal.url}/api/notification-svc/stream?ticket=${ticket.ticket}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const at = performance.now();
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop();
      for (const block of blocks) {
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (data) onMessage(JSON.parse(data), at);
      }
    }
  })().catch(() => undefined);
  return () => reader.cancel();
}

try {
  const headers = { authorization: `Bearer ${await signInToken(portal.url, 'owner@demo.test')}` };
  const campaigns = await fetch(`${portal.url}/api/ad-portal/advprtl/accounts/${ACCOUNT}/campaigns`, { headers }).then(
    (response) => response.json(),
  );
  const campaign = campaigns.items.find((item) => item.status === 'ACTIVE');
  const answeredAt = new Map();
  const eventTimes = [];
  const bellTimes = [];
  const close = await openStream(headers, (message, at) => {
    if (message.kind === 'event' && answeredAt.has(message.event.data.supplyEventId)) {
      eventTimes.push(at - answeredAt.get(message.event.data.supplyEventId));
    }
    const link = message.kind === 'notification' ? message.notification.link : null;
    const id = link?.split('/').at(-1);
    if (id && answeredAt.has(id)) bellTimes.push(at - answeredAt.get(id));
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (let n = 0; n < SAMPLES; n += 1) {
    const started = performance.now();
    const response = await fetch(`${portal.url}/api/ingest/supply-events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${INGEST_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        events: [
          {
            externalId: `live-bench-${Date.now()}-${n}`,
            type: 'LEAD',
            campaignId: campaign.id,
            occurredAt: new Date().toISOString(),
            consumer: {
              name: `Live Bench ${n}`,
              phone: `+1512${String(3_000_000 + n).padStart(7, '0')}`,
              zip: '78701',
            },
          },
        ],
      }),
    });
    const [result] = (await response.json()).results;
    answeredAt.set(result.supplyEventId, performance.now());
    const wait = INTERVAL_MS - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await close();
  console.log(
    `  database: ${postgres ? 'PostgreSQL' : 'embedded (PGlite)'}; ${SAMPLES} leads posted one at a time, ${1000 / INTERVAL_MS}/s`,
  );
  console.log(
    `  ingest answer → live stream event:        ${describe(eventTimes)}   (${eventTimes.length} of ${SAMPLES})`,
  );
  console.log(
    `  ingest answer → bell notification:        ${describe(bellTimes)}   (${bellTimes.length} of ${SAMPLES})`,
  );
} finally {
  await portal.stop();
  postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
