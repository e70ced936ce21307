import { defineContract } from '../../api/contract';
import { unsubscribeAnswerSchema, unsubscribeSchema } from '../../notifications';
import { NOTIFICATIONS_PATH, NOTIFICATION_TAGS } from './notifications-path';

export const unsubscribe = defineContract({
  method: 'POST',
  path: `${NOTIFICATIONS_PATH}/unsubscribe`,
  body: unsubscribeSchema,
  response: unsubscribeAnswerSchema,
  // The email's link carries a signed token: it works without signing in, for that one choice only.
  access: { kind: 'public' },
  summary: 'Turns off the emails of one event type for the person and account the signed token names',
  tags: NOTIFICATION_TAGS,
  errors: [404],
});
