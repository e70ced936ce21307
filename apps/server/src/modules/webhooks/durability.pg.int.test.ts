import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { createTestEndpoint, leadEvent, waitFor } from '../../test/webhook-fixtures';
import { startWebhookReceiver } from '../../test/webhook-receiver';
import { startServerProcess } from '../../test/server-process';
import { recordEvents } from '../../outbox/record-events';

const EVENTS = 10_000;

// A second process needs a database server (the embedded database lives inside the test's own process):
// the .pg. in the file name keeps this file to the PostgreSQL run (vitest.config.ts).
describe('webhook delivery when the worker is killed', () => {
  const testApp = useTestApp({ dispatchEvents: false, deliverWebhooks: false });
  const db = () => testApp.database.db;

  it('loses no event and sends none again after its 2xx was recorded; repeats carry the same webhook-id', async () => {
    const url = testApp.database.url!;
    const byWebhookId = new Map<string, { count: number; lastAt: number }>();
    const mismatched: string[] = [];
    // Each answer takes a little while, so that hundreds are in flight when the worker dies.
    const receiver = await startWebhookReceiver((hook) => {
      const webhookId = String(hook.headers['webhook-id']);
      if (webhookId !== `msg_${(JSON.parse(hook.body) as { id: string }).id}`) mismatched.push(webhookId);
      const seen = byWebhookId.get(webhookId) ?? { count: 0, lastAt: 0 };
      byWebhookId.set(webhookId, { count: seen.count + 1, lastAt: Date.now() });
      return { status: 200, delayMs: 30 };
    });
    const account = await createAccount(db());
    const endpoint = await createTestEndpoint(db(), account.id, receiver.url);
    for (let start = 0; start < EVENTS; start += 1_000)
      await recordEvents(
        db(),
        Array.from({ length: 1_000 }, () => leadEvent(account.id)),
      );
    const env = { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_CONCURRENCY: '256' };
    const first = await startServerProcess(url, { role: 'worker', env });
    await waitFor(() => byWebhookId.size >= EVENTS / 4, 30_000);
    await first.kill();
    const killedAt = Date.now();
    const counts = async () =>
      (
        await db().execute<{ status: string; leased: boolean; count: number }>(sql`
            select status, lease_until is not null as leased, count(*)::int as count
            from webhook_deliveries where endpoint_id = ${endpoint.id} group by 1, 2`)
      ).rows;
    const atKill = await counts();
    const succeeded = new Set(
      (
        await db().execute<{ event_id: string }>(
          sql`select event_id from webhook_deliveries where endpoint_id = ${endpoint.id} and status = 'SUCCEEDED'`,
        )
      ).rows.map((row) => `msg_${row.event_id}`),
    );
    // Some were mid-flight: claimed (leased), not yet recorded.
    expect(atKill.some((row) => row.status === 'PENDING' && row.leased && row.count > 0)).toBe(true);

    const second = await startServerProcess(url, { role: 'worker', env });
    try {
      await waitFor(
        async () => (await counts()).every((row) => row.status === 'SUCCEEDED') && byWebhookId.size === EVENTS,
        50_000,
      );
    } finally {
      await second.stop();
      await receiver.close();
    }
    const [{ total }] = (
      await db().execute<{ total: number }>(
        sql`select count(*)::int as total from webhook_deliveries where endpoint_id = ${endpoint.id}`,
      )
    ).rows as [{ total: number }];
    expect(total).toBe(EVENTS);
    expect(byWebhookId.size).toBe(EVENTS);
    expect(mismatched).toEqual([]);
    // A delivery whose 2xx was recorded before the kill was not sent again.
    const resent = [...succeeded].filter((id) => byWebhookId.get(id)!.lastAt > killedAt);
    expect(resent).toEqual([]);
    // Only those claimed and not yet recorded at the kill went twice (about the worker's concurrency, 256 here).
    const repeats = [...byWebhookId.values()].filter((seen) => seen.count > 1).length;
    expect(repeats).toBeLessThanOrEqual(512);
  }, 120_000);
});
