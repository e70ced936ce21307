import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Listing } from '@portal/shared/listings';
import { formatPhone } from '@portal/shared/phone-format';
import { OpeningHours } from './opening-hours';
import { ServiceZipCodes } from './service-zip-codes';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** The business profile as the directory shows it: read-only, for everyone who may see the listing. */
export function ListingProfile({ listing, timeZoneName }: { listing: Listing; timeZoneName: string }) {
  return (
    <Stack gap="lg">
      <Detail label="Description">
        <Text style={{ whiteSpace: 'pre-line' }} c={listing.description ? undefined : 'dimmed'}>
          {listing.description || 'No description yet'}
        </Text>
      </Detail>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Detail label="Address">
          <Text>{listing.street}</Text>
          <Text>
            {listing.city}, {listing.state} {listing.zipCode}
          </Text>
        </Detail>
        <Detail label="Phone">
          <Anchor href={`tel:${listing.phone}`}>{formatPhone(listing.phone)}</Anchor>
        </Detail>
        <Detail label="Website">
          {listing.website ? (
            <Anchor href={listing.website} target="_blank" rel="noopener noreferrer">
              {listing.website.replace(/^https?:\/\//, '')}
            </Anchor>
          ) : (
            <Text c="dimmed">No website</Text>
          )}
        </Detail>
        <Detail label="Categories">
          <Group gap={6}>
            {listing.categories.map((category) => (
              <Badge key={category} variant="light" tt="none">
                {category}
              </Badge>
            ))}
          </Group>
        </Detail>
        <Detail label="Opening hours">
          <OpeningHours hours={listing.hours} timeZoneName={timeZoneName} />
        </Detail>
        <Detail label="Service area">
          <ServiceZipCodes zipCodes={listing.serviceZipCodes} />
        </Detail>
      </SimpleGrid>
    </Stack>
  );
}
