// `npm run simulate -- --account <id|all> --rate 20 --duration 60`: realistic leads and calls (and recordings)
// posted to a running portal through its ingest endpoint, so its screens visibly fill.
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { DEFAULT_DEMO_PASSWORD } from '../config/env';
import { DEV_INGEST_KEY } from '../config/env';
import { demoWav } from './demo-recordings';

const USAGE = `Usage: npm run simulate -- [--account <accountId>|all] [--rate <events a second>] [--duration <seconds>]
  [--url http://localhost:3000] [--key <ingest key>] [--staff staff@demo.test] [--password <staff password>]`;

const NAMES = ['Alex Rivera', 'Sam Lee', 'Jordan Smith', 'Taylor Brooks', 'Morgan Chen', 'Riley Patel', 'Casey Diaz'];
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

interface Target {
  id: string;
  accountId: string;
  leadTypes: string[];
  zipCodes: string[];
  trackingNumber: string | null;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The campaigns to post for, read through the API as provider staff (the simulator knows no database). */
async function targets(url: string, staff: string, password: string, account: string): Promise<Target[]> {
  const signIn = await json<{ AuthenticationResult: { AccessToken: string } }>(
    await fetch(`${url}/cognito-idp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'advertiser-portal-web',
        AuthParameters: { USERNAME: staff, PASSWORD: password },
      }),
    }),
  );
  const headers = { authorization: `Bearer ${signIn.AuthenticationResult.AccessToken}` };
  const accounts =
    account === 'all'
      ? (
          await json<{ items: { Postgres_External_Key__c: string }[] }>(
            await fetch(`${url}/api/ad-portal/advprtl/accounts?limit=50`, { headers }),
          )
        ).items.map((item) => item.Postgres_External_Key__c)
      : [account];
  const found: Target[] = [];
  for (const accountId of accounts) {
    const page = await json<{ items: (Target & { status: string })[] }>(
      await fetch(`${url}/api/ad-portal/advprtl/accounts/${accountId}/campaigns?status=ACTIVE&limit=100`, { headers }),
    );
    found.push(...page.items);
  }
  return found;
}

function event(target: Target) {
  const isCall = target.leadTypes.includes('CALL') && (!target.leadTypes.includes('FORM') || Math.random() < 0.6);
  const phone = `+1512${String(2000000 + Math.floor(Math.random() * 7999999))}`;
  const name = pick(NAMES);
  return {
    externalId: `sim-${randomUUID()}`,
    type: isCall ? 'CALL' : 'LEAD',
    campaignId: target.id,
    occurredAt: new Date().toISOString(),
    consumer: {
      name,
      phone,
      zip: pick(target.zipCodes.length > 0 ? target.zipCodes : ['78701']),
      ...(!isCall && { email: `${name.split(' ')[0]!.toLowerCase()}@example.com` }),
    },
    serviceRequested: 'Needs a quote this week',
    ...(isCall && {
      call: {
        callerNumber: phone,
        trackingNumber: target.trackingNumber ?? '+15125550150',
        durationSeconds: 30 + Math.floor(Math.random() * 400),
        outcome: Math.random() < 0.85 ? 'ANSWERED' : 'MISSED',
      },
    }),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      account: { type: 'string', default: 'all' },
      rate: { type: 'string', default: '5' },
      duration: { type: 'string', default: '60' },
      url: { type: 'string', default: process.env.PUBLIC_URL ?? 'http://localhost:3000' },
      key: { type: 'string', default: process.env.INGEST_KEYS?.split(',')[0] ?? DEV_INGEST_KEY },
      staff: { type: 'string', default: 'staff@demo.test' },
      password: { type: 'string', default: process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD },
      help: { type: 'boolean', default: false },
    },
  });
  const rate = Number(values.rate);
  const duration = Number(values.duration);
  if (values.help || !(rate > 0 && rate <= 1000) || !(duration > 0)) {
    console.warn(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const campaigns = await targets(values.url, values.staff, values.password, values.account);
  if (campaigns.length === 0) throw new Error('No active campaigns to post for.');
  const ingest = { authorization: `Bearer ${values.key}` };
  const totals = { created: 0, billable: 0, rejected: 0, recordings: 0 };
  const endAt = Date.now() + duration * 1000;
  while (Date.now() < endAt) {
    const started = Date.now();
    const events = Array.from({ length: Math.max(1, Math.round(rate)) }, () => event(pick(campaigns)));
    const answer = await json<{ results: { status: string; billable: boolean }[] }>(
      await fetch(`${values.url}/api/ingest/supply-events`, {
        method: 'POST',
        headers: { ...ingest, 'content-type': 'application/json' },
        body: JSON.stringify({ events }),
      }),
    );
    for (const result of answer.results) {
      if (result.status === 'CREATED') totals.created += 1;
      if (result.status === 'REJECTED') totals.rejected += 1;
      if (result.billable) totals.billable += 1;
    }
    for (const call of events.filter((item) => item.call?.outcome === 'ANSWERED' && Math.random() < 0.3)) {
      const uploaded = await fetch(`${values.url}/api/ingest/recordings/${call.externalId}`, {
        method: 'PUT',
        headers: { ...ingest, 'content-type': 'audio/wav' },
        body: demoWav(3, totals.recordings),
      });
      if (uploaded.ok) totals.recordings += 1;
    }
    console.warn(
      `posted ${totals.created} (${totals.billable} billable, ${totals.rejected} rejected), ${totals.recordings} recordings`,
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - started))));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
