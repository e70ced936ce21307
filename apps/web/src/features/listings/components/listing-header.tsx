import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Listing } from '@portal/shared/listings';
import { BreadcrumbHeader } from '../../../components/breadcrumb-header';
import { paths } from '../../../config/paths';
import { LISTING_STATUS } from './listing-status';
import { ListingStatusBadge } from './listing-status-badge';

/** The way back to the listing's campaign and its listings, the listing's name, its status and what changes it. */
export function ListingHeader({ listing, actions }: { listing: Listing; actions: ReactNode }) {
  return (
    <BreadcrumbHeader
      trail={[
        { label: 'Campaigns', to: paths.campaigns.href() },
        { label: listing.campaignName, to: paths.campaign.href(listing.campaignId) },
        { label: 'Listings', to: paths.campaignListings.href(listing.campaignId) },
      ]}
      current={listing.displayName}
      title={listing.displayName}
      subtitle={
        <Group gap="xs">
          <ListingStatusBadge status={listing.status} />
          <Text size="sm" c="dimmed">
            {LISTING_STATUS[listing.status].meaning}
          </Text>
        </Group>
      }
      actions={actions}
    />
  );
}
