import { Badge } from '@mantine/core';
import type { CampaignStatus } from '@portal/shared/campaigns';

const CAMPAIGN_STATUS: Record<CampaignStatus, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'teal' },
  PAUSED: { label: 'Paused', color: 'yellow' },
  PENDING: { label: 'Pending', color: 'blue' },
  ENDED: { label: 'Ended', color: 'gray' },
};

/**
 * A campaign's status where another screen names the campaign (its budget, its listings). A dot badge: its
 * text stays dark on every colour, where light badges' teal or yellow text falls below 4.5:1 contrast.
 */
export function CampaignStatusBadge({ status }: { status: string }) {
  const known = CAMPAIGN_STATUS[status as CampaignStatus];
  return (
    <Badge variant="dot" color={known?.color ?? 'gray'}>
      {known?.label ?? status}
    </Badge>
  );
}
