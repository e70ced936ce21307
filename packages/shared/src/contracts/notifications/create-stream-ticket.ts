import { accountParamsSchema } from '../../accounts';
import { defineContract } from '../../api/contract';
import { MAX_LIVE_STREAMS_PER_PERSON, streamTicketSchema } from '../../notifications';
import { NOTIFICATIONS_PATH, NOTIFICATION_TAGS } from './notifications-path';

export const createStreamTicket = defineContract({
  method: 'POST',
  path: `${NOTIFICATIONS_PATH}/stream-tickets/accounts/:accountId`,
  params: accountParamsSchema,
  response: streamTicketSchema,
  status: 201,
  access: { kind: 'account', permission: 'account.read' },
  summary: `A single-use ticket (60 seconds) that opens the live stream GET notification-svc/stream?ticket=… (Server-Sent Events). A stream lasts while its sign-in and the role it was opened with do: a sign-out, a disabled user or a changed role ends it within a second (event "closed", reason ACCESS_CHANGED), and a ticket issued before a sign-out opens nothing. At most ${MAX_LIVE_STREAMS_PER_PERSON} streams per person at once, counted over every server process: opening another closes the oldest, wherever it is open (event "closed", reason TOO_MANY_STREAMS)`,
  tags: NOTIFICATION_TAGS,
});
