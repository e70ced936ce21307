import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ListingStatus } from '@portal/shared/listings';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { useCampaignListings } from '../api/list-campaign-listings';
import { EditableSection } from './editable-section';
import classes from '../../../components/standalone-link.module.css';

const LISTING_STATUS_COLORS: Record<ListingStatus, string> = { DRAFT: 'gray', PUBLISHED: 'teal', SUSPENDED: 'red' };
const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  DRAFT: 'Draft',
  PUBLISHED: 'Published',
  SUSPENDED: 'Suspended',
};

/** The campaign's listings (business profiles in the directory), each a link to its own screen. */
export function ListingsSection({ accountId, campaignId }: { accountId: string; campaignId: string }) {
  const listings = useCampaignListings(accountId, campaignId);
  return (
    <EditableSection
      title="Listings"
      canEdit={false}
      actions={
        <Anchor component={Link} to={paths.campaignListings.href(campaignId)} size="sm">
          Manage listings
        </Anchor>
      }
    >
      <QueryState
        query={listings}
        loadingLabel="Loading listings"
        errorTitle="The listings could not be loaded"
        isEmpty={(data) => data.items.length === 0}
        empty={<Text c="dimmed">No listings yet.</Text>}
      >
        {(data) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.items.map((listing) => (
              <Group component="li" key={listing.id} justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={paths.campaignListing.href(campaignId, listing.id)}
                    fw={600}
                    className={classes.link}
                  >
                    {listing.displayName}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {listing.city}, {listing.state} · {listing.categories.join(', ')}
                  </Text>
                </div>
                <Badge variant="dot" color={LISTING_STATUS_COLORS[listing.status]} style={{ flexShrink: 0 }}>
                  {LISTING_STATUS_LABELS[listing.status]}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
    </EditableSection>
  );
}
