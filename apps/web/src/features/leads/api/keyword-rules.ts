import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KeywordRuleBody } from '@portal/shared/keyword-rules';
import { createKeywordRule } from '@portal/shared/contracts/leads/create-keyword-rule';
import { deleteKeywordRule } from '@portal/shared/contracts/leads/delete-keyword-rule';
import { listKeywordRules } from '@portal/shared/contracts/leads/list-keyword-rules';
import { updateKeywordRule } from '@portal/shared/contracts/leads/update-keyword-rule';
import { callApi, contractQuery } from '../../../lib/http/api';

export const keywordRulesQuery = (accountId: string) => contractQuery(listKeywordRules, { params: { accountId } });

/** The account's keyword rules, in the order they act. */
export const useKeywordRules = (accountId: string) => useQuery(keywordRulesQuery(accountId));

/** Adds a rule, or (with its id) changes one as a whole. */
export function useSaveKeywordRule(accountId: string, ruleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KeywordRuleBody) =>
      ruleId
        ? callApi(updateKeywordRule, { params: { accountId, ruleId }, body })
        : callApi(createKeywordRule, { params: { accountId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keywordRulesQuery(accountId).queryKey }),
  });
}

/** Removes a rule; answers the rules left. */
export function useDeleteKeywordRule(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: string) => callApi(deleteKeywordRule, { params: { accountId, ruleId } }),
    onSuccess: (left) => queryClient.setQueryData(keywordRulesQuery(accountId).queryKey, left),
  });
}
