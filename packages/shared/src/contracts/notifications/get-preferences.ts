import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { preferencesSchema } from '../../notifications';
import { NOTIFICATIONS_PATH, NOTIFICATION_TAGS } from './notifications-path';

export const getNotificationPreferences = defineContract({
  method: 'GET',
  path: `${NOTIFICATIONS_PATH}/preferences/accounts/:accountId`,
  params: accountParamsSchema,
  response: preferencesSchema,
  access: { kind: 'account', permission: 'account.read' },
  summary: 'How the person hears of each event on the account, per channel (defaults filled in)',
  tags: NOTIFICATION_TAGS,
});
