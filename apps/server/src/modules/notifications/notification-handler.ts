import { v7 as timeOrderedId } from 'uuid';
import { NOTIFIED_EVENT_TYPES } from '@portal/shared/events';
import type { OutgoingMessage } from '../../adapters/message';
import type { Db } from '../../db/database';
import { insertMany } from '../../db/bulk';
import { notifications } from '../../db/schema/index';
import type { EventHandler } from '../../outbox/dispatch';
import { audienceOf } from './recipients';
import { contentOf } from './notification-content';
import { unsubscribeLink, unsubscribeSigner } from './unsubscribe';
import { escapeHtml } from '../../lib/html';
import type { PushJob } from './push/push-delivery';

/** Sends messages inside the dispatcher's transaction (the queue's jobs are written in it, in one statement). */
export type MessagesWithin = (tx: Db, messages: OutgoingMessage[]) => Promise<void>;
/** Queues pushes inside the dispatcher's transaction, one job per device (push/push-delivery.ts). */
export type PushesWithin = (tx: Db, pushes: PushJob[]) => Promise<void>;

/**
 * The people's receiver of the outbox: for each event and each person on its account who hears of it,
 * an in-app notification (once per event and person), an email with a one-click unsubscribe link, and
 * an SMS, and a push to each device the person turned push on for, each as the person chose (or by default). All
 * of it commits with the events marked dispatched.
 */
export function notificationHandler(options: {
  messagesWithin: MessagesWithin;
  pushesWithin: PushesWithin;
  publicUrl: string;
}): EventHandler {
  return {
    name: 'notifications',
    async handle(tx, events) {
      const audience = await audienceOf(
        tx,
        events.map((event) => event.accountId),
      );
      const signUnsubscribe = unsubscribeSigner(tx);
      const inApp: (typeof notifications.$inferInsert)[] = [];
      const outgoing: OutgoingMessage[] = [];
      const pushes: PushJob[] = [];
      for (const event of events) {
        if (!NOTIFIED_EVENT_TYPES.includes(event.type)) continue;
        const content = contentOf(event, audience.accountName(event.accountId));
        for (const listener of audience.listeners(event.accountId, event.type)) {
          if (listener.channels.includes('IN_APP')) {
            inApp.push({
              id: timeOrderedId(),
              accountId: event.accountId,
              recipient: listener.recipient,
              eventId: event.id,
              type: event.type,
              title: content.title,
              body: content.body,
              link: content.link,
              createdAt: event.occurredAt,
            });
          }
          if (listener.channels.includes('EMAIL')) {
            const token = await signUnsubscribe({
              recipient: listener.recipient,
              accountId: event.accountId,
              eventType: event.type,
            });
            outgoing.push(emailOf(content, token, listener.recipient, options.publicUrl));
          }
          if (listener.channels.includes('SMS') && listener.phone) {
            outgoing.push({
              channel: 'sms',
              to: listener.phone,
              text: `${content.title}. ${content.body}`.slice(0, 300),
            });
          }
          if (listener.channels.includes('PUSH')) {
            const payload = { title: content.title, body: content.body, link: content.link ?? '/', tag: event.id };
            for (const subscriptionId of listener.pushDevices) pushes.push({ subscriptionId, payload });
          }
        }
      }
      await insertMany(tx, notifications, inApp, { onConflictDoNothing: true });
      await options.messagesWithin(tx, outgoing);
      await options.pushesWithin(tx, pushes);
    },
  };
}

function emailOf(
  content: ReturnType<typeof contentOf>,
  token: string,
  recipient: string,
  publicUrl: string,
): OutgoingMessage {
  const unsubscribe = unsubscribeLink(publicUrl, token);
  const open = content.link ? `${publicUrl}${content.link}` : publicUrl;
  return {
    channel: 'email',
    to: recipient,
    subject: content.title,
    text: [content.body, '', `Open it: ${open}`, '', `Stop these emails: ${unsubscribe}`].join('\n'),
    html: [
      `<p>${escapeHtml(content.body)}</p>`,
      `<p><a href="${escapeHtml(open)}">Open it in the Advertiser Portal</a></p>`,
      `<p style="color:#666;font-size:12px"><a href="${escapeHtml(unsubscribe)}">Stop emails like this</a></p>`,
    ].join('\n'),
    // The link opens a page that unsubscribes (no one-click POST endpoint, so no List-Unsubscribe-Post).
    headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
  };
}
