import { useQuery } from '@tanstack/react-query';
import { listCampaigns } from '@portal/shared/contracts/campaigns/list-campaigns';
import { contractQuery } from '../../../lib/http/api';

// The list's largest page: an account with more campaigns than this is not one we have met.
const MAX_OPTIONS = 100;

/** The account's campaigns as the options of a campaign filter, by name. */
export const useCampaignOptions = (accountId: string, enabled = true) =>
  useQuery({
    ...contractQuery(listCampaigns, { params: { accountId }, query: { limit: MAX_OPTIONS } }),
    enabled,
    select: (page) =>
      page.items
        .map((campaign) => ({ value: campaign.id, label: campaign.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
  });
