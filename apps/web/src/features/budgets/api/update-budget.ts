import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BudgetUpdate } from '@portal/shared/budgets';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { getCampaign } from '@portal/shared/contracts/campaigns/get-campaign';
import { listCampaigns } from '@portal/shared/contracts/campaigns/list-campaigns';
import { listBudgets } from '@portal/shared/contracts/budgets/list-budgets';
import { updateBudget } from '@portal/shared/contracts/budgets/update-budget';
import { callApi } from '../../../lib/http/api';
import { budgetQuery } from './get-budget';

/**
 * Saves a budget's cap or period with the version it was read at. The campaign screens show the same
 * budget (each campaign carries its summary), so their cached copies are refreshed too, as is the audit log.
 */
export function useUpdateBudget(accountId: string, budgetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: BudgetUpdate) => callApi(updateBudget, { params: { accountId, budgetId }, body: update }),
    onSuccess: async (budget) => {
      queryClient.setQueryData(budgetQuery(accountId, budgetId).queryKey, budget);
      await Promise.all(
        [getCampaign.path, listCampaigns.path, listBudgets.path, getAccountAudit.path].map((path) =>
          queryClient.invalidateQueries({ queryKey: [path, { accountId }] }),
        ),
      );
    },
  });
}
