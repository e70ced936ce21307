import { useQuery } from '@tanstack/react-query';
import { listLeadTags } from '@portal/shared/contracts/leads/list-lead-tags';
import { contractQuery } from '../../../lib/http/api';

export const leadTagsQuery = (accountId: string) => contractQuery(listLeadTags, { params: { accountId } });

/** The account's tags, by name. */
export const useLeadTags = (accountId: string) => useQuery(leadTagsQuery(accountId));
