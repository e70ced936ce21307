import { Anchor, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { NoAccountSelected } from '../../../components/no-account-selected';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { useAccountContext } from '../../../lib/account-context';
import { isNotFound } from '../../../lib/http/error-message';
import { useCampaign } from '../api/get-campaign';
import { CampaignDetail } from '../components/campaign-detail';
import { CampaignNotFound } from '../components/campaign-not-found';

/** /campaigns/{campaignId}: one campaign of the selected account. */
export function Component() {
  const { accountId } = useAccountContext();
  if (!accountId) return <NoAccountSelected title="Campaign" />;
  return <CampaignScreen accountId={accountId} />;
}

function CampaignScreen({ accountId }: { accountId: string }) {
  const { campaignId = '' } = useParams();
  const campaign = useCampaign(accountId, campaignId);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.campaigns.href()} size="sm" underline="hover">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: -2 }} /> All campaigns
      </Anchor>
      <QueryState
        query={campaign}
        loadingLabel="Loading the campaign"
        errorTitle="The campaign could not be loaded"
        renderError={(error) => (isNotFound(error) ? <CampaignNotFound /> : undefined)}
      >
        {(data) => <CampaignDetail campaign={data} />}
      </QueryState>
    </Stack>
  );
}
