import type { QueryClient } from '@tanstack/react-query';
import type { Campaign } from '@portal/shared/campaigns';
import { getAccountAudit } from '@portal/shared/contracts/accounts/get-account-audit';
import { getBudget } from '@portal/shared/contracts/budgets/get-budget';
import { listBudgets } from '@portal/shared/contracts/budgets/list-budgets';
import { listCampaigns } from '@portal/shared/contracts/campaigns/list-campaigns';
import { campaignQuery } from './get-campaign';

/**
 * After a write answered with the campaign: the detail shows the answer at once, and the lists and the
 * audit log that show it are fetched again when next seen.
 */
export async function storeCampaign(queryClient: QueryClient, campaign: Campaign) {
  const { accountId } = campaign;
  queryClient.setQueryData(campaignQuery(accountId, campaign.id).queryKey, campaign);
  await Promise.all(
    [listCampaigns.path, listBudgets.path, getBudget.path, getAccountAudit.path].map((path) =>
      queryClient.invalidateQueries({ queryKey: [path, { accountId }] }),
    ),
  );
}
