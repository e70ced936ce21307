import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconPhoneCall, IconForms } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SupplyEvent } from '@portal/shared/leads';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';

/** The page heading: what it is, from whom, when (in the account's zone) and for which campaign. */
export function EventHeader({ event, timeZone }: { event: SupplyEvent; timeZone: string | undefined }) {
  const isCall = event.type === 'CALL';
  const Icon = isCall ? IconPhoneCall : IconForms;
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="nowrap" align="center">
        <Icon size={28} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-blue-8)' }} />
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {isCall ? 'Call' : 'Lead'} from {event.consumer.name}
        </Title>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Text c="dimmed">
          <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt, timeZone)}</time>
        </Text>
        <Badge variant="light" color="gray">
          {isCall ? 'Tracked call' : 'Form lead'}
        </Badge>
      </Group>
      {/* Labelled links rather than dot-separated ones, which leave a stray dot at a phone's line end. */}
      <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
        <Text>
          <Text span c="dimmed">
            Campaign{' '}
          </Text>
          <Anchor component={Link} to={paths.campaign.href(event.campaignId)}>
            {event.campaignName}
          </Anchor>
        </Text>
        {event.listingId && (
          <Text>
            <Text span c="dimmed">
              Listing{' '}
            </Text>
            <Anchor component={Link} to={paths.listing.href(event.listingId)}>
              {event.listingName ?? 'View the listing'}
            </Anchor>
          </Text>
        )}
      </Group>
    </Stack>
  );
}
