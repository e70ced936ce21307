import { addPushDevice } from '@portal/shared/contracts/notifications/add-push-device';
import { createStreamTicket } from '@portal/shared/contracts/notifications/create-stream-ticket';
import { getPushKey } from '@portal/shared/contracts/notifications/get-push-key';
import { removePushDevice } from '@portal/shared/contracts/notifications/remove-push-device';
import { getNotificationPreferences } from '@portal/shared/contracts/notifications/get-preferences';
import { listNotifications } from '@portal/shared/contracts/notifications/list-notifications';
import { markAllNotificationsRead } from '@portal/shared/contracts/notifications/mark-all-read';
import { markNotificationRead } from '@portal/shared/contracts/notifications/mark-notification-read';
import { unsubscribe } from '@portal/shared/contracts/notifications/unsubscribe';
import { updateNotificationPreferences } from '@portal/shared/contracts/notifications/update-preferences';
import { EVENT_TYPE_LABELS, SUMMARY_EMAIL_TOPIC } from '@portal/shared/notifications';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/index';
import { registerEndpoint } from '../../http/endpoint';
import type { App, AppDeps } from '../../http/types';
import { AppError } from '../../lib/app-error';
import type { LiveHub } from './live-hub';
import { registerLiveStreamRoutes } from './live-stream-routes';
import { markAllRead, markRead, notificationPage } from './notification-repository';
import { loadPreferences, savePreferences, unsubscribeEmail } from './preference-service';
import { issueStreamTicket } from './stream-tickets';
import { unsubscribeTarget } from './unsubscribe';
import { addPushDevice as keepPushDevice, removePushDevice as forgetPushDevice } from './push/push-devices';
import { vapidKeysOnce } from './push/vapid-keys';
import { systemResolver } from '../../lib/address-policy';

/**
 * The bell's notifications, the person's preferences, the email unsubscribe link, the devices a person turned push
 * on for, and the live stream.
 */
export function registerNotificationEndpoints(app: App, deps: AppDeps, hub: LiveHub): void {
  const { database, clock } = deps;
  const db = database.db;
  const recipientOf = (principal: { username: string }) => principal.username.toLowerCase();

  registerEndpoint(app, listNotifications, async ({ query, principal }) =>
    notificationPage(db, {
      recipient: recipientOf(principal),
      accountId: query.accountId,
      after: query.cursor ?? null,
      limit: query.limit,
      unreadOnly: query.unreadOnly === 'true',
      topic: query.topic,
    }),
  );

  registerEndpoint(app, markNotificationRead, async ({ params, principal }) => {
    const unreadCount = await markRead(db, recipientOf(principal), params.notificationId, clock.now());
    if (unreadCount === null) throw new AppError('NOT_FOUND', 'There is no such notification.');
    return { unreadCount };
  });

  registerEndpoint(app, markAllNotificationsRead, async ({ body, principal }) => ({
    unreadCount: await markAllRead(db, recipientOf(principal), body.accountId, clock.now()),
  }));

  const person = (principal: { username: string; isAdmin: boolean }, role: AccountRole) => ({
    username: principal.username,
    role,
    isAdmin: principal.isAdmin,
  });

  registerEndpoint(app, getNotificationPreferences, async ({ account, principal }) =>
    loadPreferences(db, person(principal, account.role), account.accountId),
  );

  registerEndpoint(app, updateNotificationPreferences, async ({ account, principal, body }) =>
    savePreferences(db, person(principal, account.role), account.accountId, body, clock.now()),
  );

  registerEndpoint(app, unsubscribe, async ({ body }) => {
    const target = await unsubscribeTarget(db, body.token);
    if (!target) {
      throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid: it may have been changed or cut short.');
    }
    await unsubscribeEmail(db, target, clock.now());
    const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, target.accountId));
    return {
      eventType: target.eventType,
      label: target.eventType === SUMMARY_EMAIL_TOPIC ? 'the summary email' : EVENT_TYPE_LABELS[target.eventType],
      accountName: account?.name ?? '',
    };
  });

  registerEndpoint(app, createStreamTicket, async ({ account, principal }) =>
    issueStreamTicket(
      db,
      {
        recipient: recipientOf(principal),
        accountId: account.accountId,
        role: account.role ?? 'STAFF',
        signInId: principal.signInId,
      },
      clock.now(),
    ),
  );

  // Push: the key a browser subscribes with, and the person's devices (push/).
  const vapidKeys = vapidKeysOnce(db);
  registerEndpoint(app, getPushKey, async () => ({ publicKey: (await vapidKeys()).publicKey }));
  const pushPolicy = {
    allowPrivateNetworks: deps.config.pushAllowPrivateNetworks,
    resolve: deps.resolveHost ?? systemResolver,
  };
  registerEndpoint(app, addPushDevice, async ({ body, principal }) => ({
    pushDevices: await keepPushDevice(db, recipientOf(principal), body, pushPolicy, clock.now()),
  }));
  registerEndpoint(app, removePushDevice, async ({ body, principal }) => ({
    pushDevices: await forgetPushDevice(db, recipientOf(principal), body.endpoint),
  }));

  registerLiveStreamRoutes(app, deps, hub);
}

type AccountRole = Parameters<typeof loadPreferences>[1]['role'];
