import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadTag, LeadTagBody } from '@portal/shared/lead-tags';
import { createLeadTag } from '@portal/shared/contracts/leads/create-lead-tag';
import { deleteLeadTag } from '@portal/shared/contracts/leads/delete-lead-tag';
import { listLeadTags } from '@portal/shared/contracts/leads/list-lead-tags';
import { callApi, contractQuery } from '../../../lib/http/api';
import { afterLeadChange } from './after-lead-change';

export const leadTagsQuery = (accountId: string) => contractQuery(listLeadTags, { params: { accountId } });

/** The account's tags, by name. */
export const useLeadTags = (accountId: string) => useQuery(leadTagsQuery(accountId));

/** The account's tags by id, for the rows and pages that carry their ids. */
export function useTagsById(accountId: string): Map<string, LeadTag> {
  const tags = useLeadTags(accountId);
  return new Map((tags.data?.items ?? []).map((tag) => [tag.id, tag]));
}

export function useCreateLeadTag(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadTagBody) => callApi(createLeadTag, { params: { accountId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadTagsQuery(accountId).queryKey }),
  });
}

/** Removes a tag; the leads and calls that carried it lose it, so they are read again. */
export function useDeleteLeadTag(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagId: string) => callApi(deleteLeadTag, { params: { accountId, tagId } }),
    onSuccess: async (left) => {
      queryClient.setQueryData(leadTagsQuery(accountId).queryKey, left);
      await afterLeadChange(queryClient, accountId, null);
    },
  });
}
