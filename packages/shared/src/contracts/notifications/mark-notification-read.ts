import { defineContract } from '../../api/contract';
import { notificationParamsSchema, readAnswerSchema } from '../../notifications';
import { NOTIFICATIONS_PATH, NOTIFICATION_TAGS } from './notifications-path';

export const markNotificationRead = defineContract({
  method: 'POST',
  path: `${NOTIFICATIONS_PATH}/notifications/:notificationId/read`,
  params: notificationParamsSchema,
  response: readAnswerSchema,
  access: { kind: 'signedIn' },
  summary: 'Marks one of the person’s notifications read; answers the account’s unread count',
  tags: NOTIFICATION_TAGS,
  errors: [404],
});
