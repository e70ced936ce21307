import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ALWAYS_SCHEDULE } from '@portal/shared/weekly-schedule';
import { DEV_INGEST_KEY } from '../../config/env';
import { createCampaignFixture } from '../../test/campaign-samples';
import { createAccount } from '../../test/factories';
import { startServerProcess } from '../../test/server-process';
import { useTestApp } from '../../test/test-app';

const BATCHES = 60;
const BATCH = 50;
const POSTERS = 4;

// A web process is killed (SIGKILL) while four posters send it batches of leads; a new one takes over and
// the posters send again every batch that got no answer, as the provider's systems would. The .pg. in the
// name keeps this to the PostgreSQL run: two processes need a database server.
describe('ingestion when the server is killed mid-flight', () => {
  const testApp = useTestApp({ dispatchEvents: false });
  const db = () => testApp.database.db;

  // Its bound is that of the other tests that start server processes: two start-ups and 3,000 leads took 30 s
  // on 2 cores under `stress --cpu 2` beside the rest of the PostgreSQL run.
  it('leaves every lead stored once, with its one charge, roll-up, balance and outbox row, or not at all', async () => {
    const account = await createAccount(db(), { timeZone: 'CST' });
    const campaigns = await Promise.all(
      [0, 1].map(() =>
        createCampaignFixture(db(), account.id, { schedule: ALWAYS_SCHEDULE }, { capCents: 100_000_000 }),
      ),
    );
    // The server processes run on the real clock: the leads happened a minute ago.
    const occurredAt = new Date(Date.now() - 60_000).toISOString();
    const batches = Array.from({ length: BATCHES }, (_, batch) =>
      Array.from({ length: BATCH }, (_, n) => ({
        externalId: `kill-${batch}-${n}`,
        type: 'LEAD',
        campaignId: campaigns[(batch + n) % 2]!.campaign.id,
        occurredAt,
        consumer: {
          name: 'Kim Killtest',
          phone: `+1512${String(6_000_000 + batch * BATCH + n).padStart(7, '0')}`,
          zip: '78701',
        },
      })),
    );
    const env = { INGEST_KEYS: DEV_INGEST_KEY, RATE_LIMIT_PER_MINUTE: '1000000' };
    const url = testApp.database.url!;

    /** Posts the batches not yet answered, from several posters at once, until each is answered or it fails. */
    const answered = new Set<number>();
    async function postAll(server: string, stopAfter?: number) {
      let next = 0;
      const poster = async () => {
        while (next < BATCHES && (stopAfter === undefined || answered.size < stopAfter)) {
          const batch = next++;
          if (answered.has(batch)) continue;
          try {
            const response = await fetch(`${server}/api/ingest/supply-events`, {
              method: 'POST',
              headers: { authorization: `Bearer ${DEV_INGEST_KEY}`, 'content-type': 'application/json' },
              body: JSON.stringify({ events: batches[batch] }),
            });
            if (response.ok) answered.add(batch);
          } catch {
            // The server died under this request: the batch is sent again to the next one.
          }
        }
      };
      await Promise.all(Array.from({ length: POSTERS }, poster));
    }

    const first = await startServerProcess(url, { role: 'web', env });
    const posting = postAll(first.url!);
    // Killed once a third is answered, with other batches in flight.
    await expect.poll(() => answered.size, { timeout: 60_000, interval: 5 }).toBeGreaterThanOrEqual(BATCHES / 3);
    await first.kill();
    await posting;
    expect(answered.size).toBeLessThan(BATCHES);

    const second = await startServerProcess(url, { role: 'web', env });
    try {
      await postAll(second.url!);
    } finally {
      await second.stop();
    }
    expect(answered.size).toBe(BATCHES);

    const [check] = (
      await db().execute<{
        events: number;
        distinct_ids: number;
        charges: number;
        charged_events: number;
        billable: number;
        rollup_leads: number;
        rollup_spend: number;
        charged_cents: number;
        owed_cents: number;
        outbox: number;
      }>(sql`
        select
          (select count(*)::int from supply_events where account_id = ${account.id}) as events,
          (select count(distinct external_id)::int from supply_events where account_id = ${account.id}) as distinct_ids,
          (select count(*)::int from ledger_entries where account_id = ${account.id} and kind = 'CHARGE') as charges,
          (select count(distinct supply_event_id)::int from ledger_entries
             where account_id = ${account.id} and kind = 'CHARGE') as charged_events,
          (select count(*)::int from supply_events where account_id = ${account.id} and billable) as billable,
          (select coalesce(sum(leads), 0)::int from daily_rollups where account_id = ${account.id}) as rollup_leads,
          (select coalesce(sum(spend_cents), 0)::int from daily_rollups where account_id = ${account.id}) as rollup_spend,
          (select coalesce(sum(amount_cents), 0)::int from ledger_entries
             where account_id = ${account.id} and kind = 'CHARGE') as charged_cents,
          (select owed_cents::int from billing_accounts where account_id = ${account.id}) as owed_cents,
          (select count(*)::int from domain_events where account_id = ${account.id} and type = 'lead.created') as outbox`)
    ).rows;
    const total = BATCHES * BATCH;
    expect(check).toEqual({
      events: total,
      distinct_ids: total,
      charges: check!.billable,
      charged_events: check!.billable,
      billable: check!.billable,
      rollup_leads: total,
      rollup_spend: check!.charged_cents,
      charged_cents: check!.charged_cents,
      owed_cents: check!.charged_cents,
      outbox: total,
    });
    // Every lead of this campaign is billable at its price: none was lost between charge and event.
    expect(check!.billable).toBe(total);
  }, 180_000);
});
