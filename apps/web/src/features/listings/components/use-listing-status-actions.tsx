import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Listing, ListingStatus } from '@portal/shared/listings';
import { ReadOnlyNote } from '../../../components/read-only-note';
import { VersionConflictAlert } from '../../../components/version-conflict-alert';
import { paths } from '../../../config/paths';
import { useAccountContext, usePermission } from '../../../lib/account-context';
import { errorMessage } from '../../../lib/http/error-message';
import { isVersionConflict } from '../../../lib/http/version-conflict';
import { notify } from '../../../lib/notify';
import { useUpdateListing } from '../api/update-listing';
import { LISTING_STATUS } from './listing-status';

const DONE: Record<ListingStatus, string> = {
  DRAFT: 'The listing is now a draft: it is no longer shown in the directory.',
  PUBLISHED: 'The listing is published: it is shown in the directory.',
  SUSPENDED: 'The listing is suspended: it is taken out of the directory.',
};

/**
 * Publish and Unpublish for those who may edit; Suspend and Lift suspension for provider staff only (a
 * lifted suspension leaves a draft, which the customer publishes again when ready). The buttons sit by the
 * listing's name; the notices (suspended, changed by someone else) span the page under it.
 */
export function useListingStatusActions(listing: Listing, campaignEnded: boolean, onReload: () => Promise<unknown>) {
  const mayEdit = usePermission('listings.edit');
  const { isAdmin } = useAccountContext();
  const update = useUpdateListing(listing.accountId, listing.id);
  const [conflict, setConflict] = useState<unknown>(null);
  const [reloading, setReloading] = useState(false);
  const [target, setTarget] = useState<ListingStatus | null>(null);

  const change = async (status: ListingStatus) => {
    setConflict(null);
    setTarget(status);
    try {
      await update.mutateAsync({ status, version: listing.version });
      notify.success(DONE[status]);
    } catch (error) {
      if (isVersionConflict(error)) setConflict(error);
      else notify.error(errorMessage(error, 'The listing’s status could not be changed.'));
    } finally {
      setTarget(null);
    }
  };
  const reload = async () => {
    setReloading(true);
    await onReload().finally(() => setReloading(false));
    setConflict(null);
  };
  const button = (status: ListingStatus, label: string, variant: 'filled' | 'light' | 'outline' = 'filled') => (
    <Button
      variant={variant}
      color={status === 'SUSPENDED' ? 'red' : undefined}
      onClick={() => void change(status)}
      loading={target === status}
      disabled={target !== null && target !== status}
    >
      {label}
    </Button>
  );

  return {
    notices: (
      <>
        {listing.status === 'SUSPENDED' && <SuspendedNotice forStaff={isAdmin} />}
        {conflict !== null && <VersionConflictAlert error={conflict} onReload={reload} reloading={reloading} />}
      </>
    ),
    buttons: campaignEnded ? (
      <ReadOnlyNote reason="The campaign has ended, so this listing can no longer be changed." />
    ) : mayEdit ? (
      <Group gap="sm">
        {listing.status === 'DRAFT' && button('PUBLISHED', 'Publish')}
        {listing.status === 'PUBLISHED' && button('DRAFT', 'Unpublish', 'outline')}
        {isAdmin && listing.status !== 'SUSPENDED' && button('SUSPENDED', 'Suspend', 'outline')}
        {isAdmin && listing.status === 'SUSPENDED' && button('DRAFT', 'Lift suspension', 'outline')}
      </Group>
    ) : (
      <ReadOnlyNote permission="listings.edit" action="changing or publishing the listing" />
    ),
  };
}

/** Why a suspended listing has no Publish: only provider staff lift a suspension. */
function SuspendedNotice({ forStaff }: { forStaff: boolean }) {
  return (
    <Alert color="red" title="Suspended by provider staff">
      <Text size="sm">
        {LISTING_STATUS.SUSPENDED.meaning} It cannot be published until provider staff lift the suspension.{' '}
        {forStaff ? (
          'Lifting it leaves a draft, which the customer publishes again when ready.'
        ) : (
          <>
            <Anchor component={Link} to={paths.contactUs.href()} size="sm" c="inherit">
              Contact us
            </Anchor>{' '}
            to find out why and what to change.
          </>
        )}
      </Text>
    </Alert>
  );
}
