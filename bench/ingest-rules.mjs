// What call transcripts and keyword rules cost ingestion (issue 31: within 10%): batches of 500 leads and calls
// posted by 4 posters at once to a fresh database, in rounds of three kinds in turn. "Without": no account has rules
// and calls come without words. "Transcripts": the same with an eight-turn transcript on every call. "Both": and the
// account has three rules (the demo's: "booked"/"appointment" tag, "quote"/"estimate"
// tag, "wrong number" flag) and every call comes with an eight-turn transcript; a fifth of the messages and
// transcripts say a rule's words, so the rules act on them (tags, flags) as well as read everything.
//
// Two rates per kind. "Answered": events per second while the posters post: the ingest endpoint's rate, the one the
// issue's budget is about. "Done": events per second from the first post until what the events set going (the
// outbox's news, the webhooks, six in-app notifications and the queueing of six emails an event) is done too; the
// emails themselves are thrown away unsent between rounds (see drained). While posting, that work falls behind, so
// the answered rate cannot be held for long; the done rate can.
//
// BENCH_QUIET=1: nobody on the account hears of new leads and calls (every channel turned off in their
// notification preferences), so the rounds measure ingestion alone, with nothing after it to compete with.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createBenchDatabase } from './support/bench-database.mjs';
import { measureCpu } from './support/cpu-use.mjs';
import { startPortal } from './support/portal-process.mjs';
import { signInToken } from './support/sign-in-token.mjs';

// Brightside Plumbing, the demo's parent account (apps/server/src/demo/demo-data.ts).
const ACCOUNT = '00000000-0000-4000-8000-000000001001';
const INGEST_KEY = 'dev-ingest-key-not-for-production';
const BATCH = 500;
const POSTERS = Number(process.env.BENCH_POSTERS ?? 4);
const CAMPAIGNS = 8;
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const RULES = [
  { name: 'Booked jobs', phrases: ['booked', 'appointment'], followUp: false, tag: 'Booked' },
  { name: 'Quotes', phrases: ['quote', 'estimate'], followUp: false, tag: 'Quote' },
  { name: 'Wrong numbers', phrases: ['wrong number'], followUp: true, tag: null },
];
const SAID = [
  'Hi, I am calling about the leak under my kitchen sink, it started this morning.',
  'Sure, we can send someone out this afternoon if that works for you.',
  'That would be great, how long does a visit like that usually take?',
  'About an hour, and the technician will tell you the price before starting.',
  'Okay, and do you also look at water heaters while you are there?',
  'Yes, just mention it when they arrive and they will check it.',
  'Perfect, my address is on Congress Avenue, the blue house.',
];
const KEYWORDS = ['I would like an estimate please.', 'Can I get an appointment?', 'Sorry, wrong number.'];

const api = (portal, token) => async (method, url, body) => {
  const response = await fetch(`${portal.url}/api/ad-portal/advprtl/accounts/${ACCOUNT}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = response.status === 204 ? null : await response.json();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return answer;
};

async function makeCampaigns(call) {
  const always = { always: true, days: { MON: [], TUE: [], WED: [], THU: [], FRI: [], SAT: [], SUN: [] } };
  const ids = [];
  for (let n = 0; n < CAMPAIGNS; n += 1) {
    const name = `Rules bench ${n} ${Date.now().toString(36)}`;
    const created = await call('POST', '/campaigns', {
      name,
      category: 'Plumbing',
      leadTypes: ['CALL', 'FORM'],
      // A dollar each, so that the rounds' hundreds of thousands of events stay within the $1,000,000 cap.
      callPriceCents: 100,
      formPriceCents: 100,
      billableCallSeconds: 60,
      zipCodes: ['78701'],
      states: [],
      schedule: always,
      trackingNumber: '',
      destinationPhone: '(512) 555-0100',
      startDate: new Date(Date.now() - 7 * 24 * 3600_000).toISOString().slice(0, 10),
      endDate: null,
      status: 'ACTIVE',
      budget: { period: 'MONTHLY', capCents: 100_000_000 },
      listing: {
        displayName: `${name} — Downtown`,
        description: '',
        street: '410 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        phone: '5125550100',
        website: '',
        hours: always,
        serviceZipCodes: ['78701'],
        categories: ['Plumbing'],
      },
    });
    ids.push(created.id);
  }
  return ids;
}

async function setRules(call, on) {
  const { items } = await call('GET', '/keyword-rules');
  for (const rule of items) await call('DELETE', `/keyword-rules/${rule.id}`);
  if (!on) return;
  const tags = (await call('GET', '/lead-tags')).items;
  for (const rule of RULES) {
    const tagIds = tags.filter((tag) => tag.name === rule.tag).map((tag) => tag.id);
    await call('POST', '/keyword-rules', { name: rule.name, phrases: rule.phrases, followUp: rule.followUp, tagIds });
  }
}

let serial = 0;
const phoneBase = Math.floor(Math.random() * 5_000_000);
/** A batch for one campaign: 3 in 5 calls (with their words when `words`), the rest leads with a message. */
function makeBatch(campaignId, words) {
  const events = [];
  const occurredAt = new Date(Date.now() - 60_000).toISOString();
  for (let n = 0; n < BATCH; n += 1) {
    serial += 1;
    const phone = `+1737${String(2_000_000 + ((phoneBase + serial) % 7_999_999)).padStart(7, '0')}`;
    const isCall = serial % 5 < 3;
    const keyword = serial % 5 === 0 ? ` ${KEYWORDS[serial % KEYWORDS.length]}` : '';
    events.push({
      externalId: `rules-bench-${phoneBase}-${serial}`,
      type: isCall ? 'CALL' : 'LEAD',
      campaignId,
      occurredAt,
      consumer: { name: `Bench Customer ${serial % 997}`, phone, zip: '78701' },
      ...(!isCall && { message: `${SAID[0]} ${SAID[4]}${keyword}` }),
      ...(isCall && {
        call: {
          callerNumber: phone,
          trackingNumber: '+15125550150',
          durationSeconds: 95,
          outcome: 'ANSWERED',
          ...(words && {
            transcript: [...SAID, `Thanks, bye.${keyword}`].map((text, turn) => ({
              speaker: turn % 2 === 0 ? 'CALLER' : 'BUSINESS',
              text,
              atSeconds: turn * 11,
            })),
          }),
        },
      }),
    });
  }
  return JSON.stringify({ events });
}

/**
 * Posters post prepared batches for a round's seconds; answers events created per second, and the CPU the
 * round's events cost (measured from the first post until `drained` says what they set going is done).
 */
async function round(portal, campaigns, words, drained) {
  // Prepared before the clock starts: the load generator's JSON work is not the portal's.
  const bodies = Array.from({ length: 80 }, (_, index) => makeBatch(campaigns[index % campaigns.length], words));
  const deadline = performance.now() + ROUND_SECONDS * 1000;
  let next = 0;
  let created = 0;
  let billed = 0;
  const poster = async () => {
    while (performance.now() < deadline && next < bodies.length) {
      const body = bodies[next++];
      const response = await fetch(`${portal.url}/api/ingest/supply-events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${INGEST_KEY}`, 'content-type': 'application/json' },
        body,
      });
      const answer = await response.json();
      if (response.status !== 200)
        throw new Error(`ingest: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
      created += answer.results.filter((result) => result.status === 'CREATED').length;
      billed += answer.results.filter((result) => result.billable).length;
    }
  };
  const cpu = measureCpu({
    PostgreSQL: (process) => process.name === 'postgres',
    portal: (process) => process.group === portal.processGroup,
  });
  const started = performance.now();
  await Promise.all(Array.from({ length: POSTERS }, poster));
  const seconds = (performance.now() - started) / 1000;
  await drained.done();
  const doneSeconds = (performance.now() - started) / 1000;
  const use = cpu.stop();
  await drained.discardMail();
  // Every event is billed in every round (same work but the words): a round that ran out of funds would measure less.
  if (billed !== created) throw new Error(`${created - billed} of ${created} events were not billed`);
  return { rate: created / seconds, doneRate: created / doneSeconds, events: created, cpu: use?.seconds };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const database = createBenchDatabase();
if (!database) {
  console.log('No local PostgreSQL answered (set BENCH_POSTGRES_URL): this benchmark needs one.');
  process.exit(0);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-rules-'));
const portal = await startPortal({
  dataDir,
  env: { DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: '10000000', IDENTITY_RATE_LIMIT_PER_IP: '10000000' },
});
try {
  // Billed after the fact, with no prepaid balance to run out between rounds.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(`update billing_accounts set mode = 'POSTPAID' where account_id = $1`, [ACCOUNT]);
  /**
   * Every round starts once what the last one set going is done (the outbox's news, the notifications' jobs): a
   * round would otherwise pay for the one before, and more for a faster one. The mails are not waited for but
   * thrown away: delivered at a mail server's pace, their queue only grows during the run, and fetching from a queue
   * of hundreds of thousands of jobs grew to most of the database's work (pg_stat_statements), so that each round
   * ran slower than the one before whatever it ingested. Each round now starts with no mail waiting.
   */
  const drained = {
    async done() {
      for (;;) {
        const { rows } = await client.query(`select
          (select count(*) from domain_events where dispatched_at is null)::int
          + (select count(*) from pgboss.job where state < 'completed' and name <> 'deliver-message')::int as waiting`);
        if (rows[0].waiting === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async discardMail() {
      await client.query("delete from pgboss.job where name = 'deliver-message' and state in ('created', 'retry')");
    },
  };
  if (process.env.BENCH_QUIET === '1')
    await client.query(
      `insert into notification_preferences (recipient, account_id, event_type, channel, enabled)
       select lower(c.email), a.account_id, t.type, ch.channel, false
       from account_contact_assignments a join contacts c on c.id = a.contact_id,
         unnest(array['lead.created', 'call.created']) as t(type),
         unnest(array['IN_APP', 'EMAIL', 'SMS', 'PUSH']) as ch(channel)
       where a.account_id = $1
       on conflict do nothing`,
      [ACCOUNT],
    );
  const call = api(portal, await signInToken(portal.url, 'owner@demo.test'));
  const campaigns = await makeCampaigns(call);
  // A first round warms the process and the database up; it is not counted. Then rounds of each kind in turn:
  // nothing; transcripts without rules; transcripts with the three rules.
  await setRules(call, false);
  await round(portal, campaigns, false, drained);
  const kinds = {
    without: { words: false, rules: false, rates: [], doneRates: [], events: 0, cpu: {} },
    transcripts: { words: true, rules: false, rates: [], doneRates: [], events: 0, cpu: {} },
    both: { words: true, rules: true, rates: [], doneRates: [], events: 0, cpu: {} },
  };
  // Each kind takes each place in turn (first, second, last) from one round to the next: whatever changes over the
  // run (the tables' size, autovacuum, checkpoints) weighs on no kind more than on the others.
  const order = Object.values(kinds);
  for (let n = 0; n < ROUNDS; n += 1) {
    for (const kind of [...order.slice(n % order.length), ...order.slice(0, n % order.length)]) {
      await setRules(call, kind.rules);
      const measured = await round(portal, campaigns, kind.words, drained);
      kind.rates.push(measured.rate);
      kind.doneRates.push(measured.doneRate);
      kind.events += measured.events;
      for (const [part, seconds] of Object.entries(measured.cpu ?? {}))
        kind.cpu[part] = (kind.cpu[part] ?? 0) + seconds;
    }
  }
  const fmt = (values) => values.map((value) => Math.round(value).toLocaleString('en-US')).join(', ');
  const percent = (value) => `${(value * 100).toFixed(1)}%`;
  const labels = {
    without: 'without transcripts or rules',
    transcripts: 'transcripts (8 turns on every call), no rules',
    both: 'transcripts and 3 rules',
  };
  for (const [rate, title] of [
    ['doneRates', 'Done (taken in, and all it set going done)'],
    ['rates', 'Answered (while posting)'],
  ]) {
    const of = (kind) => median(kinds[kind][rate]);
    console.log(`  ${title}:`);
    for (const [name, label] of Object.entries(labels))
      console.log(`    ${label}: ${fmt(kinds[name][rate])} events/s (median ${Math.round(of(name))})`);
    const budget = rate === 'doneRates' ? ' (budget: at least 90%)' : '';
    console.log(
      `    with / without: ${percent(of('both') / of('without'))}${budget}; the rules alone: ${percent(of('both') / of('transcripts'))}; the transcripts alone: ${percent(of('transcripts') / of('without'))}`,
    );
  }
  console.log(`  (${POSTERS} posters, batches of ${BATCH}, ${ROUND_SECONDS} s of posting a round, ${ROUNDS} rounds)`);
  // What the machine spent per event, all rounds of a kind together, until what they set going was done.
  for (const [name, kind] of Object.entries(kinds)) {
    const perEvent = Object.entries(kind.cpu).map(
      ([part, seconds]) => `${part} ${Math.round((seconds / kind.events) * 1e6)} µs`,
    );
    if (perEvent.length > 0) console.log(`  CPU per event, ${name}: ${perEvent.join(', ')}`);
  }
  await client.end();
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  database.drop();
}
