import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStreamTicket } from '@portal/shared/contracts/notifications/create-stream-ticket';
import { getNotificationPreferences } from '@portal/shared/contracts/notifications/get-preferences';
import { listNotifications } from '@portal/shared/contracts/notifications/list-notifications';
import { markAllNotificationsRead } from '@portal/shared/contracts/notifications/mark-all-read';
import { markNotificationRead } from '@portal/shared/contracts/notifications/mark-notification-read';
import { unsubscribe } from '@portal/shared/contracts/notifications/unsubscribe';
import { updateNotificationPreferences } from '@portal/shared/contracts/notifications/update-preferences';
import type { LiveMessage } from '@portal/shared/notifications';
import { devMailboxMessages } from '../../db/schema/index';
import { sendMessagesWithin } from '../../jobs/deliver-message';
import { testApiClient } from '../../test/api-client';
import { DEMO_IDS, DEMO_USER } from '../../test/demo';
import { ingestLeadFixture } from '../../test/lead-samples';
import { useTestApp } from '../../test/test-app';
import { dispatchEvents } from '../../outbox/dispatch';
import { recordEvents } from '../../outbox/record-events';
import { notificationHandler } from './notification-handler';

// The outbox is dispatched by hand here, so each test sees exactly what one dispatch makes.
const testApp = useTestApp({ dispatchEvents: false });
const api = testApiClient(testApp);
const db = () => testApp.database.db;
const accountId = DEMO_IDS.parentAccount;

const dispatch = async () => {
  const handler = notificationHandler({
    messagesWithin: (tx, messages) => sendMessagesWithin(testApp.queue, tx, messages),
    pushesWithin: async () => undefined,
    publicUrl: testApp.config.publicUrl,
  });
  while ((await dispatchEvents(db(), [handler], new Date())) > 0);
};

const newLead = (name = 'Nora Notify') => ingestLeadFixture(db(), accountId, name, 'Notify Co');

const listAs = (user: 'owner' | 'viewer' | 'billing') =>
  api.as(user).call(listNotifications, { query: { accountId, limit: 50 } });

const emailsTo = (to: string) => db().select().from(devMailboxMessages).where(eq(devMailboxMessages.to, to));

describe('in-app notifications', () => {
  it('tells everyone on the account of a new lead, in the bell and by email, once', async () => {
    const lead = await newLead('Bella Bell');
    await dispatch();
    await dispatch();
    for (const user of ['owner', 'viewer', 'billing'] as const) {
      const page = (await listAs(user)).body;
      const mine = page.items.filter((item) => item.link === `/lead/${lead.supplyEventId}`);
      expect(mine).toMatchObject([{ type: 'lead.created', title: 'New lead from Bella Bell', read: false }]);
      expect(page.unreadCount).toBeGreaterThan(0);
    }
    await expect
      .poll(async () => (await emailsTo(DEMO_USER.owner)).filter((mail) => mail.subject === 'New lead from Bella Bell'))
      .toHaveLength(1);
  });

  it('marks one read, then all, and keeps each person to their own', async () => {
    await newLead();
    await dispatch();
    const before = (await listAs('owner')).body;
    const first = before.items.find((item) => !item.read)!;
    const read = await api.as('owner').call(markNotificationRead, { params: { notificationId: first.id } });
    expect(read.body.unreadCount).toBe(before.unreadCount - 1);
    const foreign = await api.as('viewer').call(markNotificationRead, { params: { notificationId: first.id } });
    expect(foreign.status).toBe(404);
    await api.as('owner').call(markAllNotificationsRead, { body: { accountId } });
    expect((await listAs('owner')).body.unreadCount).toBe(0);
    expect((await listAs('viewer')).body.unreadCount).toBeGreaterThan(0);
  });

  it('tells money news only to BILLING and up', async () => {
    await recordEvents(db(), [
      {
        type: 'balance.low',
        accountId,
        occurredAt: new Date(),
        data: { balanceCents: 12_300, thresholdCents: 50_000 },
      },
    ]);
    await dispatch();
    expect((await listAs('billing')).body.items[0]).toMatchObject({ type: 'balance.low', link: '/billing' });
    expect((await listAs('viewer')).body.items.some((item) => item.type === 'balance.low')).toBe(false);
  });

  it('lists by topic and unread only, each page newest first, with the account’s whole unread count', async () => {
    await newLead('Tia Topic');
    await recordEvents(db(), [
      { type: 'balance.low', accountId, occurredAt: new Date(), data: { balanceCents: 100, thresholdCents: 50_000 } },
    ]);
    await dispatch();
    const list = (query: { topic?: 'LEADS' | 'BILLING' | 'DISPUTES'; unreadOnly?: 'true' }) =>
      api.as('billing').call(listNotifications, { query: { accountId, limit: 50, ...query } });
    const all = (await list({})).body;
    const leads = (await list({ topic: 'LEADS' })).body;
    const billing = (await list({ topic: 'BILLING' })).body;
    expect(leads.items.length).toBeGreaterThan(0);
    expect(
      leads.items.every((item) => ['lead.created', 'call.created', 'call.recording_ready'].includes(item.type)),
    ).toBe(true);
    expect(billing.items.map((item) => item.type)).toContain('balance.low');
    expect(billing.items.some((item) => item.type === 'lead.created')).toBe(false);
    expect(leads.unreadCount).toBe(all.unreadCount);

    const [first] = leads.items;
    await api.as('billing').call(markNotificationRead, { params: { notificationId: first!.id } });
    const unread = (await list({ topic: 'LEADS', unreadOnly: 'true' })).body;
    expect(unread.items.every((item) => !item.read)).toBe(true);
    expect(unread.items.map((item) => item.id)).not.toContain(first!.id);

    const unknown = await api
      .as('billing')
      .call(listNotifications, { query: { accountId, limit: 50, topic: 'WEATHER' as 'LEADS' } });
    expect(unknown.status).toBe(400);
  });

  it('makes no notification of a lead’s update (the live stream and webhooks carry it), nor offers it as a choice', async () => {
    const lead = await newLead('Uma Update');
    await dispatch();
    const before = (await listAs('owner')).body.unreadCount;
    await recordEvents(db(), [
      {
        type: 'lead.updated',
        accountId,
        occurredAt: new Date(),
        data: {
          supplyEventId: lead.supplyEventId!,
          externalId: 'uma-update',
          campaignId: '00000000-0000-4000-8000-00000000c001',
          type: 'LEAD',
          status: 'CONTACTED',
          previousStatus: 'NEW',
          jobValueCents: null,
          calledBackAt: null,
        },
      },
    ]);
    await dispatch();
    const after = (await listAs('owner')).body;
    expect(after.unreadCount).toBe(before);
    expect(after.items.some((item) => item.type === 'lead.updated')).toBe(false);
    const choices = (await api.as('owner').call(getNotificationPreferences, { params: { accountId } })).body;
    expect(choices.items.some((item) => item.eventType === 'lead.updated')).toBe(false);
    const refused = await api.as('owner').call(updateNotificationPreferences, {
      params: { accountId },
      body: { items: [{ eventType: 'lead.updated', channel: 'EMAIL', enabled: true }] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      message: 'lead.updated is not a notification: webhooks and open pages hear of it.',
    });
  });
});

describe('preferences', () => {
  it('answers the defaults, saves choices per channel, and honours them', async () => {
    const defaults = (await api.as('viewer').call(getNotificationPreferences, { params: { accountId } })).body;
    expect(defaults.items).toContainEqual({ eventType: 'lead.created', channel: 'EMAIL', enabled: true });
    expect(defaults.items.some((item) => item.eventType === 'balance.low')).toBe(false);
    const refused = await api.as('viewer').call(updateNotificationPreferences, {
      params: { accountId },
      body: { items: [{ eventType: 'balance.low', channel: 'EMAIL', enabled: true }] },
    });
    expect(refused.status).toBe(422);

    const saved = await api.as('viewer').call(updateNotificationPreferences, {
      params: { accountId },
      body: {
        items: [
          { eventType: 'lead.created', channel: 'EMAIL', enabled: false },
          { eventType: 'lead.created', channel: 'IN_APP', enabled: false },
        ],
      },
    });
    expect(saved.body.items).toContainEqual({ eventType: 'lead.created', channel: 'EMAIL', enabled: false });
    const lead = await newLead('Quiet Quinn');
    await dispatch();
    expect((await listAs('viewer')).body.items.some((item) => item.link === `/lead/${lead.supplyEventId}`)).toBe(false);
    expect((await listAs('owner')).body.items.some((item) => item.link === `/lead/${lead.supplyEventId}`)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await emailsTo(DEMO_USER.viewer)).some((mail) => mail.subject === 'New lead from Quiet Quinn')).toBe(false);
  });

  it('turns one event type’s emails off from the email’s link, without signing in', async () => {
    await newLead('Una Subscribe');
    await dispatch();
    let mail: { text: string } | undefined;
    await expect
      .poll(async () => {
        [mail] = (await emailsTo(DEMO_USER.billing)).filter((row) => row.subject === 'New lead from Una Subscribe');
        return Boolean(mail);
      })
      .toBe(true);
    const token = decodeURIComponent(/unsubscribe\?token=(\S+)/.exec(mail!.text)![1]!);
    const altered = await api.as('anonymous').call(unsubscribe, { body: { token: `${token}x` } });
    expect(altered.status).toBe(404);
    const done = await api.as('anonymous').call(unsubscribe, { body: { token } });
    expect(done.body).toMatchObject({ eventType: 'lead.created', label: 'New lead', accountName: expect.any(String) });
    const now = (await api.as('billing').call(getNotificationPreferences, { params: { accountId } })).body;
    expect(now.items).toContainEqual({ eventType: 'lead.created', channel: 'EMAIL', enabled: false });
    expect(now.items).toContainEqual({ eventType: 'lead.created', channel: 'IN_APP', enabled: true });
  });
});

/** Reads Server-Sent Events from a stream until `until` says enough. */
async function readStream(response: Response, until: (messages: { id: string; data: LiveMessage }[]) => boolean) {
  const reader = response.body!.getReader();
  const messages: { id: string; data: LiveMessage }[] = [];
  let buffer = '';
  const deadline = Date.now() + 8_000;
  while (!until(messages) && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += new TextDecoder().decode(value);
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop()!;
    for (const block of blocks) {
      const id = /^id: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (id && data) messages.push({ id, data: JSON.parse(data) as LiveMessage });
    }
  }
  await reader.cancel();
  return messages;
}

describe('the live stream', () => {
  it('opens with a single-use ticket, sends new leads and notifications, and resumes after the last id', async () => {
    const base = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const ticketFor = async () =>
      (await api.as('owner').call(createStreamTicket, { params: { accountId } })).body.ticket;
    const ticket = await ticketFor();
    const stream = await fetch(`${base}/api/notification-svc/stream?ticket=${ticket}`);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect((await fetch(`${base}/api/notification-svc/stream?ticket=${ticket}`)).status).toBe(404);

    const lead = await newLead('Live Lou');
    await dispatch();
    // Earlier tests' news from the last seconds may come first: look for this lead's.
    const isLou = (message: { data: LiveMessage }) =>
      message.data.kind === 'notification' && message.data.notification.title === 'New lead from Live Lou';
    const seen = await readStream(stream, (messages) => messages.some(isLou));
    const event = seen.find(
      (message) =>
        message.data.kind === 'event' &&
        (message.data.event.data as { supplyEventId?: string }).supplyEventId === lead.supplyEventId,
    );
    expect(event?.data).toMatchObject({ kind: 'event', event: { type: 'lead.created', accountId } });
    const note = seen.find(isLou);
    expect(note?.data).toMatchObject({ kind: 'notification', notification: { link: `/lead/${lead.supplyEventId}` } });

    // Reconnecting after the event: the notification that came after it is sent again, the event is not.
    const resumed = await fetch(`${base}/api/notification-svc/stream?ticket=${await ticketFor()}`, {
      headers: { 'last-event-id': event!.id },
    });
    const again = await readStream(resumed, (messages) => messages.some(isLou));
    expect(again.map((message) => message.id)).toContain(note!.id);
    expect(again.map((message) => message.id)).not.toContain(event!.id);
  });
});
