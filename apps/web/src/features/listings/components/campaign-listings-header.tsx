import { Anchor, Breadcrumbs, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Campaign } from '@portal/shared/campaigns';
import { CampaignStatusBadge } from '../../../components/campaign-status-badge';
import { ReadOnlyNote } from '../../../components/read-only-note';
import { paths } from '../../../config/paths';
import { usePermission } from '../../../lib/account-context';

/** The campaign the listings belong to (the way back to it) and "Add listing" for those who may. */
export function CampaignListingsHeader({ campaign, onAdd }: { campaign: Campaign | undefined; onAdd: () => void }) {
  const mayEdit = usePermission('listings.edit');
  return (
    <Stack gap="sm">
      <Breadcrumbs separator="›" component="nav" aria-label="Breadcrumb">
        <Anchor component={Link} to={paths.campaigns.href()} size="sm">
          Campaigns
        </Anchor>
        {campaign && (
          <Anchor component={Link} to={paths.campaign.href(campaign.id)} size="sm">
            {campaign.name}
          </Anchor>
        )}
        <Text size="sm" aria-current="page">
          Listings
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Listings</Title>
          {campaign && (
            <Group gap="xs">
              <Text c="dimmed">{campaign.name}</Text>
              <CampaignStatusBadge status={campaign.status} />
            </Group>
          )}
        </Stack>
        {campaign?.status === 'ENDED' ? (
          <ReadOnlyNote reason="The campaign has ended, so its listings can no longer be changed." />
        ) : mayEdit ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} disabled={!campaign}>
            Add listing
          </Button>
        ) : (
          <ReadOnlyNote permission="listings.edit" action="adding or changing listings" />
        )}
      </Group>
    </Stack>
  );
}
