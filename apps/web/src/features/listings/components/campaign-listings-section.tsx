import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../config/paths';
import { useCampaignListings } from '../api/list-campaign-listings';
import { ListingStatusBadge } from './listing-status-badge';
import classes from '../../../components/standalone-link.module.css';

/**
 * A campaign's listings (business profiles in the directory) as a section of the campaign's page, each a
 * link to its own screen.
 */
export function CampaignListingsSection({ accountId, campaignId }: { accountId: string; campaignId: string }) {
  const listings = useCampaignListings(accountId, campaignId);
  return (
    <SectionCard
      title="Listings"
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
                <ListingStatusBadge status={listing.status} style={{ flexShrink: 0 }} />
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
