// zod/mini like every API schema: the web loads them through the endpoint contracts (docs/decisions/0007).
import * as z from 'zod/mini';
import { EVENT_TYPES, MONEY_EVENT_TYPES, NOTIFIED_EVENT_TYPES, type EventType } from './event-types';
import type { Role } from './roles';
import { pageLimit } from './accounts';
import { TEXT_LIMITS, plainText } from './text';

/** In the app's bell, by email, by text, and pushed to the devices a person turned push on for (Web Push). */
export const NOTIFICATION_CHANNELS = ['IN_APP', 'EMAIL', 'SMS', 'PUSH'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What each event is called where a person chooses how to hear of it. */
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  'lead.created': 'New lead',
  'call.created': 'New call',
  'call.recording_ready': 'Call recording ready',
  'dispute.decided': 'Dispute decided',
  'budget.reached': 'Budget cap reached',
  'balance.low': 'Low prepaid balance',
  'invoice.issued': 'Invoice issued',
  'payment.succeeded': 'Payment received',
  'payment.failed': 'Payment failed',
  'campaign.paused': 'Campaign paused',
  'campaign.resumed': 'Campaign resumed',
  'lead.updated': 'Lead or call updated (status, job value, called back)',
};

/**
 * Who hears of what without choosing: new leads and calls in the app and by email; money news (BILLING
 * and up only) by email and in the app, except receipts, which are emailed already; the rest in the app,
 * with budget caps and dispute decisions also by email. SMS only when chosen. Pushed, on the devices a person
 * turned push on for: what cannot wait (a new lead or call, a campaign stopped at its cap, a failed payment).
 */
const DEFAULT_ON: Record<EventType, NotificationChannel[]> = {
  'lead.created': ['IN_APP', 'EMAIL', 'PUSH'],
  'call.created': ['IN_APP', 'EMAIL', 'PUSH'],
  'call.recording_ready': ['IN_APP'],
  'dispute.decided': ['IN_APP', 'EMAIL'],
  'budget.reached': ['IN_APP', 'EMAIL', 'PUSH'],
  'balance.low': ['IN_APP', 'EMAIL'],
  'invoice.issued': ['IN_APP', 'EMAIL'],
  'payment.succeeded': ['IN_APP'],
  'payment.failed': ['IN_APP', 'EMAIL', 'PUSH'],
  'campaign.paused': ['IN_APP'],
  'campaign.resumed': ['IN_APP'],
  // Not a notification (NOTIFIED_EVENT_TYPES): the live stream and webhooks carry it.
  'lead.updated': [],
};

export const isOnByDefault = (type: EventType, channel: NotificationChannel) => DEFAULT_ON[type].includes(channel);

/** Money events go only to people with BILLING or more on the account; the rest to everyone on it. */
export const mayHearOf = (type: EventType, role: Role | null, isAdmin = false): boolean =>
  isAdmin || (role !== null && (!MONEY_EVENT_TYPES.includes(type) || role !== 'VIEWER'));

/** The event types a role can choose to be notified of, in the order the preferences grid shows them. */
export const eventTypesFor = (role: Role | null, isAdmin = false): EventType[] =>
  NOTIFIED_EVENT_TYPES.filter((type) => mayHearOf(type, role, isAdmin));

export const notificationSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  type: z.enum(EVENT_TYPES),
  title: z.string(),
  body: z.string(),
  link: z.nullable(z.string()),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number(),
  nextCursor: z.nullable(z.string()),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const preferenceSchema = z.object({
  eventType: z.enum(EVENT_TYPES),
  channel: z.enum(NOTIFICATION_CHANNELS),
  enabled: z.boolean(),
});
export type Preference = z.infer<typeof preferenceSchema>;

/**
 * The summary email a person gets of an account: none, or the day, week (sent on Mondays) or month (sent on the
 * 1st) before, at 7:00 in the account's time zone.
 */
export const SUMMARY_EMAIL_FREQUENCIES = ['NONE', 'DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type SummaryEmailFrequency = (typeof SUMMARY_EMAIL_FREQUENCIES)[number];
export const SUMMARY_EMAIL_LABELS: Record<SummaryEmailFrequency, string> = {
  NONE: 'None',
  DAILY: 'Daily',
  WEEKLY: 'Weekly, on Mondays',
  MONTHLY: 'Monthly, on the 1st',
};
/** The hour of the account's day the summary emails go out. */
export const SUMMARY_EMAIL_HOUR = 7;
/** What an unsubscribe link names for the summary email (beside the event types). */
export const SUMMARY_EMAIL_TOPIC = 'summary.email';
/** Owners and admins get the weekly summary until they choose otherwise; the others none. */
export const defaultSummaryEmail = (role: Role): SummaryEmailFrequency =>
  role === 'OWNER' || role === 'ADMIN' ? 'WEEKLY' : 'NONE';

export const preferencesSchema = z.object({
  accountId: z.string(),
  /** Every event type the person can hear of on the account, on every channel (defaults filled in). */
  items: z.array(preferenceSchema),
  /** SMS needs a mobile number on the person's profile. */
  smsAvailable: z.boolean(),
  /** Push needs a device the person turned push on for (how many). */
  pushDevices: z.number(),
  /** The person's summary email of the account; null for staff, who are on no account's team. */
  summaryEmail: z.nullable(z.enum(SUMMARY_EMAIL_FREQUENCIES)),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const preferencesUpdateSchema = z
  .object({
    items: z.optional(z.array(preferenceSchema).check(z.maxLength(100))),
    summaryEmail: z.optional(z.enum(SUMMARY_EMAIL_FREQUENCIES)),
  })
  .check(
    z.refine((update) => (update.items?.length ?? 0) > 0 || update.summaryEmail !== undefined, {
      message: 'Send at least one choice: items or summaryEmail',
      path: ['items'],
    }),
  );
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

export const streamTicketSchema = z.object({ ticket: z.string(), expiresAt: z.string() });

/** Live streams one person may have open at once, on all server processes together; a new one closes the oldest. */
export const MAX_LIVE_STREAMS_PER_PERSON = 5;

/**
 * Why the server ended a stream: the person's sign-in ended or their role on the account changed (a new
 * ticket says what they may see now, or is refused), or they opened more streams than allowed and this,
 * the oldest, was closed (it is not opened again).
 */
export const LIVE_CLOSE_REASONS = ['ACCESS_CHANGED', 'TOO_MANY_STREAMS'] as const;
export type LiveCloseReason = (typeof LIVE_CLOSE_REASONS)[number];

export type LiveMessage =
  | { kind: 'notification'; notification: Notification; unreadCount: number }
  | { kind: 'event'; event: { id: string; type: EventType; accountId: string; timestamp: string; data: unknown } }
  | { kind: 'closed'; reason: LiveCloseReason };

/**
 * What a notification is about, as the notifications page filters them: each event a person can hear of is in
 * exactly one topic (notifications.test.ts).
 */
export const NOTIFICATION_TOPICS = {
  LEADS: { label: 'Leads and calls', types: ['lead.created', 'call.created', 'call.recording_ready'] },
  DISPUTES: { label: 'Disputes', types: ['dispute.decided'] },
  CAMPAIGNS: { label: 'Campaigns and budgets', types: ['budget.reached', 'campaign.paused', 'campaign.resumed'] },
  BILLING: { label: 'Billing', types: ['balance.low', 'invoice.issued', 'payment.succeeded', 'payment.failed'] },
} as const satisfies Record<string, { label: string; types: readonly EventType[] }>;
export type NotificationTopic = keyof typeof NOTIFICATION_TOPICS;
export const NOTIFICATION_TOPIC_KEYS = Object.keys(NOTIFICATION_TOPICS) as NotificationTopic[];

export const notificationQuerySchema = z.object({
  accountId: plainText(TEXT_LIMITS.identifier),
  cursor: z.optional(plainText(TEXT_LIMITS.search)),
  limit: pageLimit(50, 20),
  unreadOnly: z.optional(z.enum(['true', 'false'])),
  topic: z.optional(z.enum(NOTIFICATION_TOPIC_KEYS)),
});
export const notificationParamsSchema = z.object({ notificationId: plainText(TEXT_LIMITS.identifier) });
export const readAllSchema = z.object({ accountId: plainText(TEXT_LIMITS.identifier) });
export const readAnswerSchema = z.object({ unreadCount: z.number() });
export const unsubscribeSchema = z.object({ token: plainText(2000) });
/** What an unsubscribe link turns off: one event type's emails, or the summary email. */
export const UNSUBSCRIBE_TOPICS = [...EVENT_TYPES, SUMMARY_EMAIL_TOPIC] as const;
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];
export const unsubscribeAnswerSchema = z.object({
  eventType: z.enum(UNSUBSCRIBE_TOPICS),
  label: z.string(),
  accountName: z.string(),
});

/**
 * A browser's push subscription (PushSubscription.toJSON()): the push service's address and the keys to encrypt
 * for it (RFC 8291), base64url without padding, as browsers give them: a P-256 point is 65 bytes (87 characters),
 * the auth secret 16 (22).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'must be the push service’s address (an http or https URL)' }).check(
    z.maxLength(2000),
    // eslint-disable-next-line no-control-regex -- what is refused is exactly the control characters
    z.regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters'),
  ),
  keys: z.object({
    p256dh: z
      .string()
      .check(
        z.maxLength(87),
        z.regex(/^[A-Za-z0-9_-]{87}$/, 'must be the browser’s P-256 key: 87 characters, base64url'),
      ),
    auth: z
      .string()
      .check(
        z.maxLength(22),
        z.regex(/^[A-Za-z0-9_-]{22}$/, 'must be the browser’s auth secret: 22 characters, base64url'),
      ),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
export const pushEndpointSchema = z.object({ endpoint: pushSubscriptionSchema.shape.endpoint });
/** The installation's VAPID public key (base64url), which a browser subscribes with (applicationServerKey). */
export const pushKeySchema = z.object({ publicKey: z.string() });
export const pushDevicesSchema = z.object({ pushDevices: z.number() });

/** Devices one person may have push on: a new one past this lets the oldest go. */
export const MAX_PUSH_DEVICES_PER_PERSON = 10;

/** What a pushed message carries to the service worker, which shows it (title, body) and opens `link` on a tap. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path in the portal. */
  link: string;
  /** One notification per event on a device: a repeat replaces it. */
  tag: string;
}
