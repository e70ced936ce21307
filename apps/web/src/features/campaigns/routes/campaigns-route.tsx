import { Group, Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import {
  CAMPAIGN_FIGURE_DAYS,
  CAMPAIGN_STATUSES,
  type CampaignFigureDays,
  type CampaignStatus,
} from '@portal/shared/campaign-records';
import { NoAccountSelected } from '../../../components/no-account-selected';
import { useAccountContext } from '../../../lib/account-context';
import { useRouteDisclosure } from '../../../lib/use-route-disclosure';
import type { CampaignFilters as Filters } from '../api/list-campaigns';
import { CampaignFilters } from '../components/campaign-filters';
import { CampaignList } from '../components/campaign-list';
import { NewCampaignButton } from '../components/new-campaign-button';
import { lazyComponent } from '../../../lib/lazy-component';

// The wizard (five steps, selects, the schedule grid) loads when someone starts it, not with the list.
const wizard = lazyComponent(() =>
  import('../components/create-campaign-modal').then((module) => module.CreateCampaignModal),
);

const isStatus = (value: string | null): value is CampaignStatus => CAMPAIGN_STATUSES.includes(value as CampaignStatus);
const isDays = (value: string | null): value is CampaignFigureDays =>
  CAMPAIGN_FIGURE_DAYS.includes(value as CampaignFigureDays);

/**
 * /campaigns: the account's campaigns, filtered by status and name, their figures over the chosen days (all kept in
 * the address), and "New campaign".
 */
export function Component() {
  const { accountId, account } = useAccountContext();
  const [params, setParams] = useSearchParams();
  const [creating, wizardRoute] = useRouteDisclosure();
  const status = params.get('status');
  const days = params.get('days');
  const filters: Filters = {
    status: isStatus(status) ? status : undefined,
    q: params.get('q') ?? undefined,
    days: isDays(days) ? days : undefined,
  };
  const setFilters = (next: Filters) =>
    setParams(
      Object.fromEntries(Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1]))),
      { replace: true },
    );

  if (!accountId) return <NoAccountSelected title="Campaigns" />;
  const newCampaign = <NewCampaignButton onClick={wizardRoute.open} onIntent={() => void wizard.preload()} />;
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>Campaigns</Title>
        {newCampaign}
      </Group>
      <CampaignFilters filters={filters} onChange={setFilters} />
      <CampaignList
        accountId={accountId}
        filters={filters}
        onClearFilters={() => setFilters({ days: filters.days })}
        createAction={newCampaign}
      />
      {creating && (
        <Suspense fallback={null}>
          <wizard.Lazy accountId={accountId} account={account} opened onClose={wizardRoute.close} />
        </Suspense>
      )}
    </Stack>
  );
}
