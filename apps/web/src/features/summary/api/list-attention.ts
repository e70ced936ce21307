import { useQuery } from '@tanstack/react-query';
import { listAttention } from '@portal/shared/contracts/attention/list-attention';
import { contractQuery } from '../../../lib/http/api';

/** What needs the signed-in person on this account now (only what their role may act on), most severe first. */
export const attentionQuery = (accountId: string) => contractQuery(listAttention, { params: { accountId } });

export const useAttention = (accountId: string) =>
  // Read again every few minutes while the Summary is open: a budget's pace and a lead's wait change by the hour.
  useQuery({ ...attentionQuery(accountId), refetchInterval: 5 * 60_000 });
