/**
 * The event types alone, apart from their payload schemas (events.ts): the web's header and live stream
 * need the names, and a module's schemas load with it whether used or not (docs/decisions/0007).
 */
export const EVENT_TYPES = [
  'lead.created',
  'call.created',
  'call.recording_ready',
  'dispute.decided',
  'budget.reached',
  'balance.low',
  'invoice.issued',
  'payment.succeeded',
  'payment.failed',
  'campaign.paused',
  'campaign.resumed',
  'lead.updated',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * The events a person may choose to hear of (the bell, email, SMS). A lead's change of status is news for the
 * screens that show it (the live stream) and for the customer's own systems (webhooks), not a notification.
 */
export const NOTIFIED_EVENT_TYPES: readonly EventType[] = EVENT_TYPES.filter((type) => type !== 'lead.updated');

/** Money events go to people who hold BILLING or more on the account (and to no one else). */
export const MONEY_EVENT_TYPES: readonly EventType[] = [
  'balance.low',
  'invoice.issued',
  'payment.succeeded',
  'payment.failed',
];
