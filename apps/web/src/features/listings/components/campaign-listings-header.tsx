import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Campaign } from '@portal/shared/campaigns';
import { BreadcrumbHeader } from '../../../components/breadcrumb-header';
import { CampaignStatusBadge } from '../../../components/campaign-status-badge';
import { ReadOnlyNote } from '../../../components/read-only-note';
import { paths } from '../../../config/paths';
import { usePermission } from '../../../lib/account-context';

/** The campaign the listings belong to (the way back to it) and "Add listing" for those who may. */
export function CampaignListingsHeader({ campaign, onAdd }: { campaign: Campaign | undefined; onAdd: () => void }) {
  const mayEdit = usePermission('listings.edit');
  return (
    <BreadcrumbHeader
      trail={[
        { label: 'Campaigns', to: paths.campaigns.href() },
        ...(campaign ? [{ label: campaign.name, to: paths.campaign.href(campaign.id) }] : []),
      ]}
      current="Listings"
      title="Listings"
      subtitle={
        campaign && (
          <Group gap="xs">
            <Text c="dimmed">{campaign.name}</Text>
            <CampaignStatusBadge status={campaign.status} />
          </Group>
        )
      }
      actions={
        campaign?.status === 'ENDED' ? (
          <ReadOnlyNote reason="The campaign has ended, so its listings can no longer be changed." />
        ) : mayEdit ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} disabled={!campaign}>
            Add listing
          </Button>
        ) : (
          <ReadOnlyNote permission="listings.edit" action="adding or changing listings" />
        )
      }
    />
  );
}
