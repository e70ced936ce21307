import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { streamTicketSchema } from '../../notifications';
import { NOTIFICATIONS_PATH, NOTIFICATION_TAGS } from './notifications-path';

export const createStreamTicket = defineContract({
  method: 'POST',
  path: `${NOTIFICATIONS_PATH}/stream-tickets/accounts/:accountId`,
  params: accountParamsSchema,
  response: streamTicketSchema,
  status: 201,
  access: { kind: 'account', permission: 'account.read' },
  summary:
    'A single-use ticket (60 seconds) that opens the live stream GET notification-svc/stream?ticket=… (Server-Sent Events)',
  tags: NOTIFICATION_TAGS,
});
