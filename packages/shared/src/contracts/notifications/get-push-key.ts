import { defineContract } from '../../api/contract';
import { pushKeySchema } from '../../notifications';
import { NOTIFICATIONS_PATH, NOTIFICATION_TAGS } from './notifications-path';

export const getPushKey = defineContract({
  method: 'GET',
  path: `${NOTIFICATIONS_PATH}/push/key`,
  response: pushKeySchema,
  access: { kind: 'signedIn' },
  summary: 'The installation’s VAPID public key, which a browser subscribes to push with',
  tags: NOTIFICATION_TAGS,
});
