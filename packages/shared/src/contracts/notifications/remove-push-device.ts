import { defineContract } from '../../api/contract';
import { pushDevicesSchema, pushEndpointSchema } from '../../notifications';
import { NOTIFICATIONS_PATH, NOTIFICATION_TAGS } from './notifications-path';

export const removePushDevice = defineContract({
  method: 'POST',
  path: `${NOTIFICATIONS_PATH}/push/devices/remove`,
  body: pushEndpointSchema,
  response: pushDevicesSchema,
  access: { kind: 'signedIn' },
  summary: 'Turns push off for this device (its subscription’s endpoint); answers how many devices are left',
  tags: NOTIFICATION_TAGS,
});
