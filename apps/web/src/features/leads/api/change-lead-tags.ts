import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadTagBody } from '@portal/shared/lead-tags';
import { createLeadTag } from '@portal/shared/contracts/leads/create-lead-tag';
import { deleteLeadTag } from '@portal/shared/contracts/leads/delete-lead-tag';
import { callApi } from '../../../lib/http/api';
import { afterLeadChange } from './after-lead-change';
import { leadTagsQuery } from './lead-tags';

// Apart from the list (lead-tags.ts), which the activity table loads: only the account's Tags card changes them.
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
