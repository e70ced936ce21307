import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Listing } from '@portal/shared/listings';
import { formatPhone } from '@portal/shared/phone-format';
import { paths } from '../../../config/paths';
import { ListingStatusBadge } from './listing-status-badge';

function ListingCard({ listing }: { listing: Listing }) {
  return (
    <Card component="li" withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Anchor
            component={Link}
            to={paths.campaignListing.href(listing.campaignId, listing.id)}
            fw={600}
            size="lg"
            lh={1.3}
          >
            {listing.displayName}
          </Anchor>
          <ListingStatusBadge status={listing.status} style={{ flexShrink: 0 }} />
        </Group>
        <Group gap="lg" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">
              {listing.city}, {listing.state}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconPhone size={16} aria-hidden />
            <Text size="sm">{formatPhone(listing.phone)}</Text>
          </Group>
        </Group>
        {listing.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {listing.description}
          </Text>
        )}
        <Text size="sm">
          Serves {listing.serviceZipCodes.length} ZIP code{listing.serviceZipCodes.length === 1 ? '' : 's'}
        </Text>
        <Group gap={6}>
          {listing.categories.map((category) => (
            <Badge key={category} variant="light" tt="none">
              {category}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

/** A campaign's listings as cards: each opens its listing. */
export function ListingCards({ listings }: { listings: Listing[] }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, md: 2 }}
      spacing="md"
      aria-label="Listings"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {listings.map((listing) => (
        <ListingCard key={listing.id} listing={listing} />
      ))}
    </SimpleGrid>
  );
}
