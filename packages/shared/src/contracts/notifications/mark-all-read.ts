import { defineContract } from '../../api/contract';
import { readAllSchema, readAnswerSchema } from '../../notifications';
import { NOTIFICATIONS_PATH, NOTIFICATION_TAGS } from './notifications-path';

export const markAllNotificationsRead = defineContract({
  method: 'POST',
  path: `${NOTIFICATIONS_PATH}/notifications/read-all`,
  body: readAllSchema,
  response: readAnswerSchema,
  access: { kind: 'signedIn' },
  summary: 'Marks all of the person’s notifications on an account read',
  tags: NOTIFICATION_TAGS,
});
