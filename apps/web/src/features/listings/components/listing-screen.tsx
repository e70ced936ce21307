import { Button, Card, Group, Loader, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Fragment, Suspense, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Listing } from '@portal/shared/listings';
import { QueryState } from '../../../components/query-state';
import { ResourceNotFound } from '../../../components/resource-not-found';
import { paths } from '../../../config/paths';
import { usePermission } from '../../../lib/account-context';
import { isNotFound } from '../../../lib/http/error-message';
import { lazyComponent } from '../../../lib/lazy-component';
import { useListing } from '../api/get-listing';
import { ListingHeader } from './listing-header';
import { ListingProfile } from './listing-profile';
import { useListingStatusActions } from './use-listing-status-actions';

// The edit form (ZIP, hours and category inputs) loads when first opened, not with the screen.
const { Lazy: EditListingForm } = lazyComponent(() =>
  import('./edit-listing-form').then((module) => module.EditListingForm),
);

interface ListingScreenProps {
  accountId: string;
  listingId: string;
  campaignId: string | undefined;
  /** The loaded listing's page: the app draws ListingDetail with what it reads of the listing's campaign. */
  detail: (listing: Listing, onReload: () => Promise<unknown>) => ReactNode;
}

/**
 * One listing, reached with or without its campaign in the path (the listing names its campaign either way);
 * a listing reached through another campaign's path moves under its own.
 */
export function ListingScreen({ accountId, listingId, campaignId, detail }: ListingScreenProps) {
  const listing = useListing(accountId, listingId);
  if (isNotFound(listing.error)) return <ResourceNotFound title="Listing" what="listing" />;
  // A listing reached through another campaign's path is shown under its own campaign.
  if (listing.data && campaignId && listing.data.campaignId !== campaignId)
    return <Navigate replace to={paths.campaignListing.href(listing.data.campaignId, listing.data.id)} />;
  return (
    <Stack gap="lg">
      {!listing.data && <Title order={1}>Listing</Title>}
      <QueryState query={listing} loadingLabel="Loading the listing" errorTitle="The listing could not be loaded">
        {(data) => <Fragment key={data.id}>{detail(data, () => listing.refetch())}</Fragment>}
      </QueryState>
    </Stack>
  );
}

interface ListingDetailProps {
  listing: Listing;
  timeZoneName: string;
  /** Whether the listing's campaign has ended: its listings are then final (the API answers 422). */
  ended: boolean;
  onReload: () => Promise<unknown>;
}

/** The listing's header with its status actions, and its business profile, editable in place by those who may. */
export function ListingDetail({ listing, timeZoneName, ended, onReload }: ListingDetailProps) {
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
