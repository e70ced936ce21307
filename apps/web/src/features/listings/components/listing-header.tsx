import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Listing } from '@portal/shared/listings';
import { paths } from '../../../config/paths';
import { LISTING_STATUS } from './listing-status';
import { ListingStatusBadge } from './listing-status-badge';

/** The way back to the listing's campaign and its listings, the listing's name, its status and what changes it. */
export function ListingHeader({ listing, actions }: { listing: Listing; actions: ReactNode }) {
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
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Title order={1}>{listing.displayName}</Title>
          <Group gap="xs">
            <ListingStatusBadge status={listing.status} />
            <Text size="sm" c="dimmed">
              {LISTING_STATUS[listing.status].meaning}
            </Text>
          </Group>
        </Stack>
        {actions}
      </Group>
    </Stack>
  );
}
