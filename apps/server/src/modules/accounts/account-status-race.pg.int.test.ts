import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeAccountStatus } from '@portal/shared/contracts/accounts/change-account-status';
import type { IngestAnswer } from '@portal/shared/ingest';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import { DEV_INGEST_KEY } from '../../config/env';
import { ledgerEntries, supplyEvents } from '../../db/schema/index';
import { testApiClient } from '../../test/api-client';
import { createCampaignFixture } from '../../test/campaign-samples';
import { createAccount, grantDemoRoles } from '../../test/factories';
import { DEMO_IDS } from '../../test/demo';
import { useTestApp } from '../../test/test-app';

// Real concurrent requests over HTTP on PostgreSQL (the .pg. in the name), each on its own connection.
const testApp = useTestApp({
  env: { RATE_LIMIT_PER_MINUTE: '1000000', INGEST_KEYS: DEV_INGEST_KEY },
  listen: true,
  poolMax: 12,
});
const api = testApiClient(testApp, { baseUrl: () => testApp.url! });
const db = () => testApp.database.db;

let serial = 0;
/** A batch of five leads of the campaign, from new phones, over HTTP. */
async function ingestBatch(campaignId: string) {
  const events = Array.from({ length: 5 }, () => {
    serial += 1;
    return {
      externalId: `race-hold-${serial}-${Math.random()}`,
      type: 'LEAD',
      campaignId,
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
      consumer: { name: 'Race Held', phone: `+1512558${String(1000 + (serial % 9000)).slice(-4)}`, zip: '78701' },
    };
  });
  const response = await fetch(`${testApp.url}/api/ingest/supply-events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEV_INGEST_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as IngestAnswer).results;
}

describe('a hold racing ingestion on PostgreSQL', () => {
  it('bills nothing that arrives once the hold has answered, and every billed lead exactly once', async () => {
    const account = await createAccount(db(), { timeZone: 'CST' }, { billingMode: 'POSTPAID' });
    await grantDemoRoles(db(), account.id, DEMO_IDS.parentAccount);
    const { campaign } = await createCampaignFixture(db(), account.id, { schedule: ALWAYS_SCHEDULE });

    const racing = Array.from({ length: 8 }, () => ingestBatch(campaign.id));
    const hold = api.as('staff').call(changeAccountStatus, {
      params: { accountId: account.id },
      body: { status: 'On Hold', reason: 'Race test' },
    });
    const [held, ...during] = await Promise.all([hold, ...racing]);
    expect(held.status).toBe(200);
    for (const result of during.flat()) {
      expect(result.status).toBe('CREATED');
      expect(result.billable || result.reason === 'ACCOUNT_ON_HOLD', JSON.stringify(result)).toBe(true);
    }
    const after = (await Promise.all([1, 2, 3].map(() => ingestBatch(campaign.id)))).flat();
    expect(after.map((result) => result.reason)).toEqual(after.map(() => 'ACCOUNT_ON_HOLD'));

    const billed = await db()
      .select({ id: supplyEvents.id })
      .from(supplyEvents)
      .where(and(eq(supplyEvents.accountId, account.id), eq(supplyEvents.billable, true)));
    const charges = await db()
      .select({ eventId: ledgerEntries.supplyEventId })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, account.id), eq(ledgerEntries.kind, 'CHARGE')));
    expect(charges.map((charge) => charge.eventId).sort()).toEqual(billed.map((event) => event.id).sort());
  });
});
