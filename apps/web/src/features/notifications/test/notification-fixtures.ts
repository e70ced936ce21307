import type { Notification, NotificationPage, Preferences } from '@portal/shared/notifications';
import { NOTIFICATION_CHANNELS, defaultSummaryEmail, eventTypesFor, isOnByDefault } from '@portal/shared/notifications';
import type { Role } from '@portal/shared/roles';
import { ACCOUNT_ID } from '../../../test/listing-budget-factories';

export const LEAD_ID = '33333333-3333-4333-8333-333333333333';

let serial = 0;

/** A new lead on Brightside, unread, a few minutes old. */
export const notificationFactory = (overrides: Partial<Notification> = {}): Notification => ({
  id: `0196a000-0000-7000-8000-${String((serial += 1)).padStart(12, '0')}`,
  accountId: ACCOUNT_ID,
  type: 'lead.created',
  title: 'New lead from Nora North',
  body: 'Brightside Home Services: a new lead from Nora North (ZIP 78701). Charged $25.00.',
  link: `/lead/${LEAD_ID}`,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  read: false,
  ...overrides,
});

export const pageOf = (items: Notification[], overrides: Partial<NotificationPage> = {}): NotificationPage => ({
  items,
  unreadCount: items.filter((item) => !item.read).length,
  nextCursor: null,
  ...overrides,
});

/** The defaults the server answers for a role: money news only for BILLING and up. */
export const preferencesFactory = (role: Role, overrides: Partial<Preferences> = {}): Preferences => ({
  accountId: ACCOUNT_ID,
  items: eventTypesFor(role).flatMap((eventType) =>
    NOTIFICATION_CHANNELS.map((channel) => ({ eventType, channel, enabled: isOnByDefault(eventType, channel) })),
  ),
  smsAvailable: true,
  pushDevices: 0,
  summaryEmail: defaultSummaryEmail(role),
  ...overrides,
});
