import { Badge } from '@mantine/core';
import type { CampaignStatus } from '@portal/shared/campaigns';

const CAMPAIGN_STATUS: Record<CampaignStatus, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'teal' },
  PAUSED: { label: 'Paused', color: 'yellow' },
  PENDING: { label: 'Pending', color: 'blue' },
  ENDED: { label: 'Ended', color: 'gray' },
};

/** A campaign's status where another screen names the campaign (its budget, its listings). */
export function CampaignStatusBadge({ status }: { status: string }) {
  const known = CAMPAIGN_STATUS[status as CampaignStatus];
  return (
    <Badge variant="light" color={known?.color ?? 'gray'}>
      {known?.label ?? status}
    </Badge>
  );
}
