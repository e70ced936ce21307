import { useQuery } from '@tanstack/react-query';
import { getInbox } from '@portal/shared/contracts/leads/get-inbox';
import { contractQuery } from '../../../lib/http/api';

export const inboxQuery = (accountId: string) => contractQuery(getInbox, { params: { accountId } });

/**
 * The call-back inbox of the account. The live stream fetches it again when a lead or call arrives or someone
 * handles one (notifications/live); read again every few minutes besides, as "how long ago" moves on.
 */
export const useInbox = (accountId: string) => useQuery({ ...inboxQuery(accountId), refetchInterval: 5 * 60_000 });
