import { createStreamTicket } from '@portal/shared/contracts/notifications/create-stream-ticket';
import { callApi } from '../../../lib/http/api';

/** A single-use ticket for one live stream of the account: the stream's URL carries it, never the token. */
export const fetchStreamTicket = async (accountId: string) =>
  (await callApi(createStreamTicket, { params: { accountId } })).ticket;
