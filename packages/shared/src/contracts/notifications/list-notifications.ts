import { defineContract } from '../../api/contract';
import { notificationPageSchema, notificationQuerySchema } from '../../notifications';
import { NOTIFICATIONS_PATH, NOTIFICATION_TAGS } from './notifications-path';

export const listNotifications = defineContract({
  method: 'GET',
  path: `${NOTIFICATIONS_PATH}/notifications`,
  query: notificationQuerySchema,
  response: notificationPageSchema,
  // Each person reads only their own notifications, so the account is a filter, not a door.
  access: { kind: 'signedIn' },
  summary: 'The signed-in person’s notifications on an account, newest first, with the unread count',
  tags: NOTIFICATION_TAGS,
});
