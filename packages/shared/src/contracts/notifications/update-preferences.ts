import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { preferencesSchema, preferencesUpdateSchema } from '../../notifications';
import { NOTIFICATIONS_PATH, NOTIFICATION_TAGS } from './notifications-path';

export const updateNotificationPreferences = defineContract({
  method: 'PUT',
  path: `${NOTIFICATIONS_PATH}/preferences/accounts/:accountId`,
  params: accountParamsSchema,
  body: preferencesUpdateSchema,
  response: preferencesSchema,
  access: { kind: 'account', permission: 'account.read' },
  summary: 'Turns events on or off per channel for the person on the account (choices not sent stay)',
  tags: NOTIFICATION_TAGS,
  errors: [422],
});
