import { Loader, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { NoAccountSelected } from '../../components/no-account-selected';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import { useCampaign } from '../../features/campaigns/api/get-campaign';
import { CampaignDetail } from '../../features/campaigns/components/campaign-detail';
import { CampaignNextSteps } from '../../features/campaigns/components/campaign-next-steps';
import { CampaignNotFound } from '../../features/campaigns/components/campaign-not-found';
import { useCampaignListings } from '../../features/listings/api/list-campaign-listings';
import { CampaignListingsSection } from '../../features/listings/components/campaign-listings-section';
import { useAccountContext } from '../../lib/account-context';
import { isNotFound } from '../../lib/http/error-message';
import { lazyComponent } from '../../lib/lazy-component';

// The campaign's own leads and calls load below its settings, after them: not in the screen's first load.
const { Lazy: ActivityTable } = lazyComponent(() =>
  import('../../features/leads/components/activity-table').then((module) => module.ActivityTable),
);

/**
 * /campaigns/{campaignId}: one campaign of the selected account. Composed here, above the features: the
 * campaign's sections and next steps (campaigns), its listings (listings) and its leads and calls (leads).
 */
export function Component() {
  const { accountId } = useAccountContext();
  if (!accountId) return <NoAccountSelected title="Campaign" />;
  return <CampaignScreen accountId={accountId} />;
}

function CampaignScreen({ accountId }: { accountId: string }) {
  const { campaignId = '' } = useParams();
  const campaign = useCampaign(accountId, campaignId);
  // Also the listings section's (one request): whether one is published is a next step of the campaign's.
  const listings = useCampaignListings(accountId, campaignId);
  return (
    <Stack gap="md">
      <BackLink to={paths.campaigns.href()}>All campaigns</BackLink>
      <QueryState
        query={campaign}
        loadingLabel="Loading the campaign"
        errorTitle="The campaign could not be loaded"
        renderError={(error) => (isNotFound(error) ? <CampaignNotFound /> : undefined)}
      >
        {(data) => (
          <CampaignDetail
            campaign={data}
            listings={<CampaignListingsSection accountId={data.accountId} campaignId={data.id} />}
            nextSteps={<CampaignNextSteps campaign={data} listings={listings.data?.items} />}
            activity={
              <Suspense fallback={<Loader size="sm" aria-label="Loading the campaign’s leads and calls" />}>
                <ActivityTable campaignId={data.id} />
              </Suspense>
            }
          />
        )}
      </QueryState>
    </Stack>
  );
}
