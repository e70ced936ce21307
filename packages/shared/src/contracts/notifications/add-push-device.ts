import { defineContract } from '../../api/contract';
import { pushDevicesSchema, pushSubscriptionSchema } from '../../notifications';
import { NOTIFICATIONS_PATH, NOTIFICATION_TAGS } from './notifications-path';

export const addPushDevice = defineContract({
  method: 'POST',
  path: `${NOTIFICATIONS_PATH}/push/devices`,
  body: pushSubscriptionSchema,
  response: pushDevicesSchema,
  access: { kind: 'signedIn' },
  summary:
    'Turns push on for this device: keeps the browser’s subscription for the person signed in (again is the same); answers how many devices they have',
  tags: NOTIFICATION_TAGS,
  errors: [409, 422],
});
