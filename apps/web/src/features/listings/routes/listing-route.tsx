import { Alert, Button, Card, Group, Loader, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import type { Listing } from '@portal/shared/listings';
import { QueryState } from '../../../components/query-state';
import { ResourceNotFound } from '../../../components/resource-not-found';
import { paths } from '../../../config/paths';
import { useAccountContext, usePermission } from '../../../lib/account-context';
import { formatTimeZoneName } from '../../../lib/format';
import { isNotFound } from '../../../lib/http/error-message';
import { lazyNamed } from '../../../lib/lazy-named';
import { useListingsCampaign } from '../api/get-campaign';
import { useListing } from '../api/get-listing';
import { ListingHeader } from '../components/listing-header';
import { ListingProfile } from '../components/listing-profile';
import { useListingStatusActions } from '../components/use-listing-status-actions';

// The edit form (ZIP, hours and category inputs) loads when first opened, not with the screen.
const EditListingForm = lazyNamed(() => import('../components/edit-listing-form'), 'EditListingForm');

/**
 * /campaigns/{campaignId}/listings/{listingId} and /listings/{listingId}: one screen, reached with or
 * without its campaign in the path (the listing names its campaign either way).
 */
export function Component() {
  const { campaignId, listingId = '' } = useParams();
  const { accountId, account } = useAccountContext();
  if (!accountId) return <Alert title="No account selected">Choose an account first.</Alert>;
  return (
    <ListingScreen
      accountId={accountId}
      listingId={listingId}
      campaignId={campaignId}
      timeZoneName={formatTimeZoneName(account?.Time_Zone__c)}
    />
  );
}

interface ListingScreenProps {
  accountId: string;
  listingId: string;
  campaignId: string | undefined;
  timeZoneName: string;
}

function ListingScreen({ accountId, listingId, campaignId, timeZoneName }: ListingScreenProps) {
  const listing = useListing(accountId, listingId);
  if (isNotFound(listing.error)) return <ResourceNotFound title="Listing" what="listing" />;
  // A listing reached through another campaign's path is shown under its own campaign.
  if (listing.data && campaignId && listing.data.campaignId !== campaignId)
    return <Navigate replace to={paths.campaignListing.href(listing.data.campaignId, listing.data.id)} />;
  return (
    <Stack gap="lg">
      {!listing.data && <Title order={1}>Listing</Title>}
      <QueryState query={listing} loadingLabel="Loading the listing" errorTitle="The listing could not be loaded">
        {(data) => (
          <ListingDetail key={data.id} listing={data} timeZoneName={timeZoneName} onReload={() => listing.refetch()} />
        )}
      </QueryState>
    </Stack>
  );
}

function ListingDetail({
  listing,
  timeZoneName,
  onReload,
}: {
  listing: Listing;
  timeZoneName: string;
  onReload: () => Promise<unknown>;
}) {
  // An ended campaign's listings are final (the API answers 422), so nothing is offered to change them.
  const campaign = useListingsCampaign(listing.accountId, listing.campaignId);
  const ended = campaign.data?.status === 'ENDED';
  const mayEdit = usePermission('listings.edit') && !ended;
  const [editing, setEditing] = useState(false);
  const status = useListingStatusActions(listing, ended, onReload);
  return (
    <>
      <ListingHeader listing={listing} actions={status.buttons} />
      {status.notices}
      <Card withBorder radius="md" padding="xl">
        <Group justify="space-between" mb="lg">
          <Title order={2} size="h4">
            {editing ? 'Edit business profile' : 'Business profile'}
          </Title>
          {mayEdit && !editing && (
            <Button leftSection={<IconPencil size={16} aria-hidden />} variant="light" onClick={() => setEditing(true)}>
              Edit listing
            </Button>
          )}
        </Group>
        {editing ? (
          <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the form" />}>
            <EditListingForm
              listing={listing}
              timeZoneName={timeZoneName}
              onDone={() => setEditing(false)}
              onReload={onReload}
            />
          </Suspense>
        ) : (
          <ListingProfile listing={listing} timeZoneName={timeZoneName} />
        )}
      </Card>
    </>
  );
}
