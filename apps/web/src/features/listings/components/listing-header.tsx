import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Listing } from '@portal/shared/listings';
import { paths } from '../../../config/paths';
import { LISTING_STATUS } from './listing-status';
import { ListingStatusBadge } from './listing-status-badge';

/** The way back to the listing's campaign and its listings, the listing's name and its status. */
export function ListingHeader({ listing }: { listing: Listing }) {
  return (
    <Stack gap="sm">
      <Breadcrumbs separator="›" component="nav" aria-label="Breadcrumb">
        <Anchor component={Link} to={paths.campaigns.href()} size="sm">
          Campaigns
        </Anchor>
        <Anchor component={Link} to={paths.campaign.href(listing.campaignId)} size="sm">
          {listing.campaignName}
        </Anchor>
        <Anchor component={Link} to={paths.campaignListings.href(listing.campaignId)} size="sm">
          Listings
        </Anchor>
        <Text size="sm" aria-current="page">
          {listing.displayName}
        </Text>
      </Breadcrumbs>
      <Stack gap={4}>
        <Title order={1}>{listing.displayName}</Title>
        <Group gap="xs">
          <ListingStatusBadge status={listing.status} />
          <Text size="sm" c="dimmed">
            {LISTING_STATUS[listing.status].meaning}
          </Text>
        </Group>
      </Stack>
    </Stack>
  );
}
