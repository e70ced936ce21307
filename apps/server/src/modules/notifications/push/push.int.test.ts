import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPushDevice } from '@portal/shared/contracts/notifications/add-push-device';
import { getNotificationPreferences } from '@portal/shared/contracts/notifications/get-preferences';
import { getPushKey } from '@portal/shared/contracts/notifications/get-push-key';
import { removePushDevice } from '@portal/shared/contracts/notifications/remove-push-device';
import { updateNotificationPreferences } from '@portal/shared/contracts/notifications/update-preferences';
import { pushSubscriptions } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import { testApiClient } from '../../../test/api-client';
import { DEMO_IDS, DEMO_USER } from '../../../test/demo';
import { decryptPush, startPushService, verifyVapid, type PushDevice } from '../../../test/push-service';
import { ingestLeadFixture } from '../../../test/lead-samples';
import { useTestApp } from '../../../test/test-app';
import { addPushDevice as keepPushDevice } from './push-devices';

// The real path: a lead is ingested, the outbox's dispatcher queues one push per device, the worker encrypts and
// signs it and posts it to a push service on this machine, which the test reads with the device's own keys.
const testApp = useTestApp();
const api = testApiClient(testApp);
const db = () => testApp.database.db;
const accountId = DEMO_IDS.parentAccount;
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService.close());

const newLead = (name: string) => ingestLeadFixture(db(), accountId, name, 'Push Co');

const turnOn = (user: 'owner' | 'viewer' | 'manager', device: PushDevice) =>
  api.as(user).call(addPushDevice, { body: device.subscription });

/** Waits for the device's pushes to reach `count`, then answers what each says. */
async function pushesTo(device: PushDevice, count: number) {
  await expect.poll(() => pushService.to(device).length).toBe(count);
  return pushService.to(device).map((push) => decryptPush(device, push));
}

describe('push to a person’s devices', () => {
  it('gives the installation’s VAPID key, the same every time', async () => {
    const first = await api.as('owner').call(getPushKey, {});
    expect(first.status).toBe(200);
    // An uncompressed P-256 point: 65 bytes.
    expect(Buffer.from(first.body.publicKey, 'base64url')).toHaveLength(65);
    expect((await api.as('viewer').call(getPushKey, {})).body.publicKey).toBe(first.body.publicKey);
  });

  it('pushes a new lead to each device, encrypted for it and signed with the installation’s key', async () => {
    const phone = pushService.newDevice();
    const laptop = pushService.newDevice();
    expect((await turnOn('owner', phone)).body).toEqual({ pushDevices: 1 });
    expect((await turnOn('owner', laptop)).body).toEqual({ pushDevices: 2 });
    // Again is the same device.
    expect((await turnOn('owner', phone)).body).toEqual({ pushDevices: 2 });
    const preferences = await api.as('owner').call(getNotificationPreferences, { params: { accountId } });
    expect(preferences.body.pushDevices).toBe(2);
    expect(preferences.body.items).toContainEqual({ eventType: 'lead.created', channel: 'PUSH', enabled: true });

    const lead = await newLead('Paula Push');
    const expected = {
      title: 'New lead from Paula Push',
      link: `/lead/${lead.supplyEventId}`,
      tag: expect.any(String),
      body: 'Brightside Home Services: a new lead from Paula Push (ZIP 78701). Charged $25.00.',
    };
    expect(await pushesTo(phone, 1)).toEqual([expected]);
    expect(await pushesTo(laptop, 1)).toEqual([expected]);

    const [push] = pushService.to(phone);
    expect(push!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'high' });
    const { publicKey, claims } = await verifyVapid(push!);
    expect(publicKey).toBe((await api.as('owner').call(getPushKey, {})).body.publicKey);
    expect(claims.aud).toBe(pushService.origin);
    expect(claims.sub).toBe(`mailto:${testApp.config.SUPPORT_EMAIL}`);
    expect(claims.exp! * 1000).toBeGreaterThan(Date.now());
  });

  it('pushes only what the person chose, and nothing after push is turned off on a device', async () => {
    const owners = pushService.newDevice();
    const viewers = pushService.newDevice();
    await turnOn('owner', owners);
    await turnOn('viewer', viewers);
    const off = await api.as('viewer').call(updateNotificationPreferences, {
      params: { accountId },
      body: { items: [{ eventType: 'lead.created', channel: 'PUSH', enabled: false }] },
    });
    expect(off.status).toBe(200);
    await newLead('Quentin Quiet');
    // The owner's device hears of it (its push was queued with any other of the same lead); the viewer's does not.
    expect(await pushesTo(owners, 1)).toMatchObject([{ title: 'New lead from Quentin Quiet' }]);
    expect(pushService.to(viewers)).toHaveLength(0);

    // Turned off on the device: another person cannot, the person can.
    const remove = (user: 'owner' | 'viewer') =>
      api.as(user).call(removePushDevice, { body: { endpoint: viewers.subscription.endpoint } });
    expect((await remove('owner')).status).toBe(200);
    expect((await remove('viewer')).body).toEqual({ pushDevices: 0 });
  });

  it('forgets a device the push service says is gone (410), and another person taking a device over gets its pushes', async () => {
    const gone = pushService.newDevice();
    const shared = pushService.newDevice();
    await turnOn('viewer', gone);
    await turnOn('viewer', shared);
    // On the viewer's own choice again.
    await api.as('viewer').call(updateNotificationPreferences, {
      params: { accountId },
      body: { items: [{ eventType: 'lead.created', channel: 'PUSH', enabled: true }] },
    });
    pushService.answer(gone, 410);
    await newLead('Gina Gone');
    await pushesTo(shared, 1);
    await expect
      .poll(async () =>
        db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.subscription.endpoint)),
      )
      .toEqual([]);
    // The owner signs in on the viewer's phone and turns push on there: the device is the owner's now.
    const ownersBefore = (await api.as('owner').call(getNotificationPreferences, { params: { accountId } })).body;
    expect((await turnOn('owner', shared)).body.pushDevices).toBe(ownersBefore.pushDevices + 1);
    // Someone without the browser's secret cannot take a device from its owner.
    const stranger = await api.as('viewer').call(addPushDevice, {
      body: { ...shared.subscription, keys: { ...pushService.newDevice().subscription.keys } },
    });
    expect(stranger.status).toBe(409);
    expect(stranger.body).toMatchObject({
      message: 'Push on this device belongs to someone else: they can turn it off there.',
    });
    const [row] = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, shared.subscription.endpoint));
    expect(row!.recipient).toBe(DEMO_USER.owner.toLowerCase());
  });

  it('keeps one row per device however its address is written, and at most 10 devices a person, the newest', async () => {
    const device = pushService.newDevice();
    await turnOn('manager', device);
    const shouted = device.subscription.endpoint.replace('http://', 'HTTP://');
    expect(
      (await api.as('manager').call(addPushDevice, { body: { ...device.subscription, endpoint: shouted } })).body,
    ).toEqual({ pushDevices: 1 });
    const later = Array.from({ length: 10 }, () => pushService.newDevice());
    for (const each of later) await turnOn('manager', each);
    const kept = await db()
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.recipient, DEMO_USER.manager.toLowerCase()));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(later.map((each) => each.subscription.endpoint).sort());
  });

  it('refuses a subscription that is not one, naming the field, and keeps what was there', async () => {
    const device = pushService.newDevice();
    const cases = [
      [{ ...device.subscription, endpoint: 'ftp://push.example/1' }, 'endpoint'],
      [{ ...device.subscription, keys: { ...device.subscription.keys, p256dh: 'short' } }, 'p256dh'],
      [{ ...device.subscription, keys: { p256dh: device.subscription.keys.p256dh } }, 'auth'],
      [{ endpoint: `${pushService.origin}/x`.padEnd(2100, 'x'), keys: device.subscription.keys }, 'endpoint'],
      [{ endpoint: `${pushService.origin}/a\u0000b`, keys: device.subscription.keys }, 'control characters'],
      [
        { ...device.subscription, keys: { ...device.subscription.keys, auth: `${device.subscription.keys.auth}==` } },
        'auth',
      ],
    ] as const;
    const before = await db().select().from(pushSubscriptions);
    for (const [body, field] of cases) {
      const answer = await api.as('owner').call(addPushDevice, { body: body as never });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(field);
    }
    expect(await db().select().from(pushSubscriptions)).toEqual(before);
    expect((await api.as('anonymous').call(addPushDevice, { body: device.subscription })).status).toBe(401);
  });

  it('keeps push services to public https addresses where private networks are not allowed', async () => {
    const device = pushService.newDevice();
    const policy = { allowPrivateNetworks: false, resolve: async () => ['10.0.0.7'] };
    const plain = keepPushDevice(db(), 'someone@demo.test', device.subscription, policy, new Date());
    await expect(plain).rejects.toThrow(AppError);
    await expect(plain).rejects.toThrow('The push service’s address must be https.');
    const inside = keepPushDevice(
      db(),
      'someone@demo.test',
      { ...device.subscription, endpoint: 'https://push.internal.example/1' },
      policy,
      new Date(),
    );
    await expect(inside).rejects.toThrow(
      /Push messages cannot go to this address: push.internal.example resolves to 10.0.0.7/,
    );
  });
});
