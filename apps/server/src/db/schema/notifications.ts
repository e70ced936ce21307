import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { EventType } from '@portal/shared/events';
import type { NotificationChannel, SummaryEmailFrequency } from '@portal/shared/notifications';

/**
 * An in-app notification: one event as one person reads it, on one account. Made by the dispatcher from
 * the outbox (once per event and person), read and marked read in the bell's list.
 */
export const notifications = pgTable(
  'notifications',
  {
    /** Time-ordered (UUID v7): the list pages by it and the live stream reads the newest by it. */
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id').notNull(),
    /** The person's username (their email, lower-case): notifications follow the person, not a session. */
    recipient: text('recipient').notNull(),
    eventId: uuid('event_id').notNull(),
    type: text('type').$type<EventType>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where it leads in the portal (a path), if anywhere. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    unique('notifications_event_recipient_key').on(table.eventId, table.recipient),
    index('notifications_recipient_idx').on(table.recipient, table.accountId, table.id),
    index('notifications_unread_idx')
      .on(table.recipient, table.accountId)
      .where(sql`${table.readAt} is null`),
  ],
);

/** A person's choice for one event type and channel on one account; without a row the default applies. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    recipient: text('recipient').notNull(),
    accountId: uuid('account_id').notNull(),
    eventType: text('event_type').$type<EventType>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.recipient, table.accountId, table.eventType, table.channel] })],
);

/**
 * A single-use, short-lived ticket that opens one live stream: EventSource cannot send an Authorization
 * header, and an access token in a URL would end up in logs. The database keeps its hash.
 */
export const streamTickets = pgTable('stream_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  recipient: text('recipient').notNull(),
  accountId: uuid('account_id').notNull(),
  /** What the person may see on the account when the ticket was issued (money events need BILLING). */
  role: text('role').notNull(),
  /** The sign-in (refresh token) the ticket was asked for with: its stream ends when that sign-in does. */
  signInId: uuid('sign_in_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * The live streams open now, on every server process: a person's count across processes is what the cap
 * holds to. A row deleted by another process's open (the oldest past the cap) tells its own process to close
 * it; a process that died stops touching `seen_at`, and its rows stop counting.
 */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: uuid('id').primaryKey(),
    /** The order streams were opened in (one person's opens are taken one at a time), oldest lowest. */
    openOrder: bigint('open_order', { mode: 'number' }).generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('live_streams_recipient').on(table.recipient, table.openOrder)],
);

/** A person's summary email of one account (docs/decisions/0046); without a row the role's default applies. */
export const summaryEmailChoices = pgTable(
  'summary_email_choices',
  {
    recipient: text('recipient').notNull(),
    accountId: uuid('account_id').notNull(),
    frequency: text('frequency').$type<SummaryEmailFrequency>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.recipient, table.accountId] })],
);

/**
 * A device (a browser's push subscription) a person turned push on for: the push service's address and the keys
 * a message to it is encrypted with (RFC 8291). One row per endpoint; a person may have several devices. Removed
 * when the person turns push off there, signs that device's subscription over to someone else, or the push
 * service answers 404 or 410 (the subscription has ended).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    recipient: text('recipient').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret, base64url as the browser gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('push_subscriptions_recipient_idx').on(table.recipient)],
);

/**
 * The installation's VAPID key pair (RFC 8292), made on first use and kept in the database like the signing keys:
 * every process signs pushes with the same key, and browsers' subscriptions were made for its public half.
 */
export const pushVapidKeys = pgTable('push_vapid_keys', {
  id: uuid('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
