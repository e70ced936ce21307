import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { listDevMailbox } from '../../adapters/dev-mailbox';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { queuedMessageSender } from '../../jobs/deliver-message';
import { createAccount, createContactWithRole } from '../../test/factories';
import { manualClock, useTestApp } from '../../test/test-app';
import { createTestEndpoint, leadEvent, waitFor } from '../../test/webhook-fixtures';
import { startWebhookReceiver } from '../../test/webhook-receiver';
import { dispatchEvents } from '../../outbox/dispatch';
import { recordEvents } from '../../outbox/record-events';
import { deliverDueOnce } from './delivery-worker';
import { webhookFanOut } from './fan-out';
import { replayDelivery, rotateSecret, sendTestEvent, updateEndpoint } from './webhook-service';

const clock = manualClock(new Date());
const testApp = useTestApp({ dispatchEvents: false, deliverWebhooks: false, clock });
const db = () => testApp.database.db;
const receivers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

async function receiver(...args: Parameters<typeof startWebhookReceiver>) {
  const started = await startWebhookReceiver(...args);
  receivers.push(started);
  return started;
}

const deliveryOptions = () => ({
  db: db(),
  clock,
  policy: { allowPrivateNetworks: true, resolve: async () => ['127.0.0.1'] },
  messages: queuedMessageSender(testApp.queue, testApp.config.publicUrl),
});
const dispatch = async () => {
  while ((await dispatchEvents(db(), [webhookFanOut], clock.now())) > 0);
};
const deliveriesOf = (endpointId: string) =>
  db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

describe('webhook delivery', () => {
  it('sends each event to the enabled endpoints that subscribe to its type, signed per Standard Webhooks', async () => {
    const account = await createAccount(db());
    const other = await createAccount(db());
    const hook = await receiver();
    const leads = await createTestEndpoint(db(), account.id, hook.url, { eventTypes: ['lead.created'] });
    const calls = await createTestEndpoint(db(), account.id, hook.url, { eventTypes: ['call.created'] });
    const off = await createTestEndpoint(db(), account.id, hook.url, { enabled: false });
    const foreign = await createTestEndpoint(db(), other.id, hook.url);
    const event = leadEvent(account.id, clock.now());
    await recordEvents(db(), [event]);
    await dispatch();
    // A batch dispatched again (a dispatcher that died before marking it) adds nothing.
    const [stored] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, leads.id));
    await webhookFanOut.handle(
      db(),
      [
        {
          id: stored!.eventId,
          accountId: account.id,
          type: 'lead.created',
          payload: {},
          occurredAt: clock.now(),
          createdAt: clock.now(),
          dispatchedAt: null,
        },
      ],
      clock.now(),
    );
    for (const endpoint of [calls, off, foreign]) expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
    expect(await deliveriesOf(leads.id)).toHaveLength(1);

    expect(await deliverDueOnce(deliveryOptions())).toBe(1);
    expect(hook.received).toHaveLength(1);
    const [{ headers, body }] = hook.received as [(typeof hook.received)[0]];
    expect(headers['webhook-id']).toBe(`msg_${stored!.eventId}`);
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(clock.now().getTime() / 1000)));
    const verified = new Webhook(leads.secret).verify(body, {
      'webhook-id': String(headers['webhook-id']),
      'webhook-timestamp': String(headers['webhook-timestamp']),
      'webhook-signature': String(headers['webhook-signature']),
    });
    expect(verified).toEqual({
      id: stored!.eventId,
      type: 'lead.created',
      accountId: account.id,
      timestamp: event.occurredAt.toISOString(),
      data: event.data,
    });
    const [done] = await deliveriesOf(leads.id);
    expect(done).toMatchObject({ status: 'SUCCEEDED', attempts: 1, lastStatusCode: 204, leaseUntil: null });
    // Never again after a 2xx.
    clock.advance(3600);
    expect(await deliverDueOnce(deliveryOptions())).toBe(0);
  });

  it('retries with growing, jittered waits for 3 days, then turns the endpoint off and emails its admins', async () => {
    const account = await createAccount(db());
    const admin = await createContactWithRole(db(), { accountId: account.id, role: 'ADMIN' });
    const viewer = await createContactWithRole(db(), { accountId: account.id, role: 'VIEWER' });
    const hook = await receiver(() => ({ status: 503, body: 'down for maintenance' }));
    const endpoint = await createTestEndpoint(db(), account.id, hook.url);
    await recordEvents(db(), [leadEvent(account.id, clock.now())]);
    await dispatch();
    const firstAt = clock.now().getTime();
    const waits: number[] = [];
    let attempts = 0;
    for (;;) {
      const sent = await deliverDueOnce(deliveryOptions());
      if (sent > 0) attempts += 1;
      // Half way, a second event joins: it fails along with the first when the endpoint is turned off.
      if (attempts === 10 && sent > 0) {
        await recordEvents(db(), [leadEvent(account.id, clock.now())]);
        await dispatch();
      }
      const rows = await deliveriesOf(endpoint.id);
      if (rows.every((row) => row.status !== 'PENDING')) break;
      const next = Math.min(...rows.map((row) => row.nextAttemptAt.getTime()));
      if (sent > 0 && attempts < 10) waits.push((next - clock.now().getTime()) / 1000);
      clock.advance(Math.max(1, (next - clock.now().getTime()) / 1000));
      if (attempts > 60) throw new Error('never gave up');
    }
    // 5 s, then about double each time (±20%), up to 12 h.
    expect(waits[0]).toBeGreaterThanOrEqual(4);
    expect(waits[0]).toBeLessThanOrEqual(6);
    expect(waits[3]).toBeGreaterThanOrEqual(32);
    expect(waits[3]).toBeLessThanOrEqual(48);
    expect(Math.max(...waits)).toBeLessThanOrEqual(12 * 3600 * 1.2);
    const rows = (await deliveriesOf(endpoint.id)).sort((a, b) => a.windowStart!.getTime() - b.windowStart!.getTime());
    expect(rows.map((row) => row.status)).toEqual(['FAILED', 'FAILED']);
    const lastAttempt = Math.max(...rows.map((row) => row.lastAttemptAt!.getTime()));
    expect(lastAttempt - firstAt).toBeGreaterThanOrEqual(3 * 24 * 3600 * 1000);
    expect(rows[0]).toMatchObject({ lastStatusCode: 503, lastResponse: 'down for maintenance' });
    expect(hook.received.length).toBe(rows[0]!.attempts + rows[1]!.attempts);
    expect(new Set(hook.received.map((hookCall) => hookCall.headers['webhook-id'])).size).toBe(2);

    const [off] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(off).toMatchObject({ enabled: false, disabledReason: expect.stringContaining('failed for 3 days') });
    const mail = await waitFor(async () => (await listDevMailbox(db(), admin.email))[0]);
    expect(mail.subject).toContain('Webhook endpoint turned off');
    expect(mail.text).toContain(hook.url);
    expect(await listDevMailbox(db(), viewer.email)).toHaveLength(0);

    // Turned off: new events are not queued for it, and nothing more is sent.
    await recordEvents(db(), [leadEvent(account.id, clock.now())]);
    await dispatch();
    expect(await deliveriesOf(endpoint.id)).toHaveLength(2);
  });

  it('fails the endpoint’s other waiting deliveries with it, keeps test sends, and replays only once it is on again', async () => {
    const account = await createAccount(db());
    const hook = await receiver(() => ({ status: 500 }));
    const endpoint = await createTestEndpoint(db(), account.id, hook.url);
    const scope = tenantScope(db(), { accountId: account.id });
    await recordEvents(db(), [leadEvent(account.id, clock.now()), leadEvent(account.id, clock.now())]);
    await dispatch();
    const test = await sendTestEvent(scope, endpoint.id, clock.now());
    const [due, waiting] = (await deliveriesOf(endpoint.id)).filter((row) => row.testEnvelope === null);
    // One has tried for 3 days already; the other waits for a later attempt.
    await db()
      .update(webhookDeliveries)
      .set({ windowStart: new Date(clock.now().getTime() - 3 * 24 * 3600_000) })
      .where(eq(webhookDeliveries.id, due!.id));
    await db()
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(clock.now().getTime() + 3600_000) })
      .where(eq(webhookDeliveries.id, waiting!.id));
    await deliverDueOnce(deliveryOptions());
    const rows = new Map((await deliveriesOf(endpoint.id)).map((row) => [row.id, row]));
    expect(rows.get(due!.id)!.status).toBe('FAILED');
    expect(rows.get(waiting!.id)).toMatchObject({
      status: 'FAILED',
      lastResponse: 'Not sent: the endpoint was turned off',
    });
    expect(rows.get(test.id)!.status).toBe('PENDING');
    await expect(replayDelivery(scope, endpoint.id, due!.id, clock.now())).rejects.toThrow(
      'Turn the endpoint on before replaying its deliveries.',
    );
    const on = await updateEndpoint(
      scope,
      endpoint.id,
      { url: hook.url, eventTypes: ['lead.created'], enabled: true },
      deliveryOptions().policy,
      { userId: null, username: 'test' },
      clock.now(),
    );
    expect(on).toMatchObject({ enabled: true, disabledReason: null });
    expect(await replayDelivery(scope, endpoint.id, due!.id, clock.now())).toMatchObject({ status: 'PENDING' });
  });

  it('signs with both secrets for 24 hours after a rotation, then with the new one only', async () => {
    const account = await createAccount(db());
    const hook = await receiver();
    const created = await createTestEndpoint(db(), account.id, hook.url, { now: clock.now() });
    const scope = tenantScope(db(), { accountId: account.id });
    const rotated = await rotateSecret(scope, created.id, { userId: null, username: 'test' }, clock.now());
    expect(rotated.secret).not.toBe(created.secret);
    expect(rotated.previousSecretExpiresAt).toBe(new Date(clock.now().getTime() + 24 * 3600_000).toISOString());

    const signaturesAt = async () => {
      await recordEvents(db(), [leadEvent(account.id, clock.now())]);
      await dispatch();
      await deliverDueOnce(deliveryOptions());
      const { headers, body } = hook.received.at(-1)!;
      const id = String(headers['webhook-id']);
      const at = new Date(Number(headers['webhook-timestamp']) * 1000);
      const sent = String(headers['webhook-signature']).split(' ');
      return [rotated.secret, created.secret].map((secret) => sent.includes(new Webhook(secret).sign(id, at, body)));
    };
    clock.advance(23 * 3600);
    expect(await signaturesAt()).toEqual([true, true]);
    clock.advance(3600 + 1);
    expect(await signaturesAt()).toEqual([true, false]);
  });

  it('replays a delivery with the same webhook-id, also after it succeeded', async () => {
    const account = await createAccount(db());
    let answer = 500;
    const hook = await receiver(() => ({ status: answer }));
    const endpoint = await createTestEndpoint(db(), account.id, hook.url);
    await recordEvents(db(), [leadEvent(account.id, clock.now())]);
    await dispatch();
    await deliverDueOnce(deliveryOptions());
    answer = 200;
    const [delivery] = await deliveriesOf(endpoint.id);
    const scope = tenantScope(db(), { accountId: account.id });
    const replayed = await replayDelivery(scope, endpoint.id, delivery!.id, clock.now());
    expect(replayed).toMatchObject({ status: 'PENDING', attempts: 1 });
    await deliverDueOnce(deliveryOptions());
    await replayDelivery(scope, endpoint.id, delivery!.id, clock.now());
    await deliverDueOnce(deliveryOptions());
    expect(hook.received.map((hookCall) => hookCall.headers['webhook-id'])).toEqual(
      Array(3).fill(`msg_${delivery!.eventId}`),
    );
    const [after] = await deliveriesOf(endpoint.id);
    expect(after).toMatchObject({ status: 'SUCCEEDED', attempts: 3, lastStatusCode: 200 });
  });

  it('treats a redirect as a failure and does not follow it', async () => {
    const account = await createAccount(db());
    const target = await receiver();
    const hook = await receiver(() => ({ status: 302, headers: { location: target.url } }));
    const endpoint = await createTestEndpoint(db(), account.id, hook.url);
    await recordEvents(db(), [leadEvent(account.id, clock.now())]);
    await dispatch();
    await deliverDueOnce(deliveryOptions());
    expect(hook.received).toHaveLength(1);
    expect(target.received).toHaveLength(0);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'PENDING', lastStatusCode: 302 });
    expect(delivery!.lastResponse).toContain('redirects are not followed');
  });

  it('refuses at delivery time an address that became private, and keeps 1 KB of a large answer', async () => {
    const account = await createAccount(db());
    const big = await receiver(() => ({ status: 200, body: 'x'.repeat(200_000) }));
    const endpoint = await createTestEndpoint(db(), account.id, big.url.replace('127.0.0.1', 'hooks.customer.test'));
    await recordEvents(db(), [leadEvent(account.id, clock.now()), leadEvent(account.id, clock.now())]);
    await dispatch();
    // The name now resolves to the cloud metadata address: nothing is sent.
    const strict = {
      ...deliveryOptions(),
      policy: { allowPrivateNetworks: false, resolve: async () => ['93.184.216.34', '169.254.169.254'] },
    };
    // Even with http allowed, the metadata address is refused... and without it, plain http is refused first.
    await deliverDueOnce(strict);
    let rows = await deliveriesOf(endpoint.id);
    expect(rows.every((row) => row.status === 'PENDING' && row.lastStatusCode === null)).toBe(true);
    expect(rows[0]!.lastResponse).toMatch(/^Refused: /);
    expect(big.received).toHaveLength(0);

    clock.advance(10);
    await deliverDueOnce({
      ...deliveryOptions(),
      policy: { allowPrivateNetworks: true, resolve: async () => ['127.0.0.1'] },
    });
    rows = await deliveriesOf(endpoint.id);
    expect(rows.map((row) => row.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    expect(rows[0]!.lastResponse).toHaveLength(1024);
  });
});
