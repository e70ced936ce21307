import { Button, Card, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { ResourceNotFound } from '../../../components/resource-not-found';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Campaign } from '@portal/shared/campaigns';
import { usePermission } from '../../../lib/account-context';
import { isNotFound } from '../../../lib/http/error-message';
import { lazyComponent } from '../../../lib/lazy-component';
import { useRouteDisclosure } from '../../../lib/use-route-disclosure';
import { useCampaignListings } from '../api/list-campaign-listings';
import { CampaignListingsHeader } from './campaign-listings-header';
import { ListingCards } from './listing-cards';

// The add form (ZIP, hours and category inputs) loads when first opened, not with the screen.
const { Lazy: AddListingModal } = lazyComponent(() =>
  import('./add-listing-modal').then((module) => module.AddListingModal),
);

interface CampaignListingsProps {
  accountId: string;
  campaignId: string;
  timeZoneName: string;
  /** The campaign the listings belong to, for its name and status (the campaigns feature's, read by the app). */
  campaign: Pick<UseQueryResult<Campaign>, 'data' | 'error'>;
}

/** The business profiles a campaign shows in the directory, and "Add listing" for those who may. */
export function CampaignListings({ accountId, campaignId, timeZoneName, campaign }: CampaignListingsProps) {
  const listings = useCampaignListings(accountId, campaignId);
  // An ended campaign's listings are final (the API answers 422): nothing to add.
  const mayEdit = usePermission('listings.edit') && campaign.data?.status !== 'ENDED';
  const [adding, add] = useRouteDisclosure();
  const [formWanted, setFormWanted] = useState(false);
  const openForm = () => {
    setFormWanted(true);
    add.open();
  };
  if (isNotFound(campaign.error) || isNotFound(listings.error))
    return <ResourceNotFound title="Listings" what="campaign" />;
  return (
    <Stack gap="lg">
      <CampaignListingsHeader campaign={campaign.data} onAdd={openForm} />
      <QueryState
        query={listings}
        loadingLabel="Loading the listings"
        errorTitle="The listings could not be loaded"
        isEmpty={(data) => data.items.length === 0}
        empty={<NoListings mayAdd={mayEdit && !!campaign.data} onAdd={openForm} />}
      >
        {(data) => <ListingCards listings={data.items} />}
      </QueryState>
      {mayEdit && campaign.data && formWanted && (
        <Suspense>
          <AddListingModal campaign={campaign.data} timeZoneName={timeZoneName} opened={adding} onClose={add.close} />
        </Suspense>
      )}
    </Stack>
  );
}

function NoListings({ mayAdd, onAdd }: { mayAdd: boolean; onAdd: () => void }) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconBuildingStore size={26} />
        </ThemeIcon>
        <Text fw={600}>This campaign has no listings yet</Text>
        <Text c="dimmed" maw={480}>
          A listing is the business profile people see in the directory: name, address, phone, hours and the area
          served.
        </Text>
        {mayAdd && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} variant="light" onClick={onAdd}>
            Add the first listing
          </Button>
        )}
      </Stack>
    </Card>
  );
}
