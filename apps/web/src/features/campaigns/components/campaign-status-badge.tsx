import { Badge } from '@mantine/core';
import type { CampaignStatus } from '@portal/shared/campaigns';

const STATUS_LOOK: Record<CampaignStatus, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'teal' },
  PAUSED: { label: 'Paused', color: 'orange' },
  PENDING: { label: 'Pending', color: 'blue' },
  ENDED: { label: 'Ended', color: 'gray' },
};

export const CAMPAIGN_STATUS_LABELS = Object.fromEntries(
  Object.entries(STATUS_LOOK).map(([status, look]) => [status, look.label]),
) as Record<CampaignStatus, string>;

/** A campaign's status in words with a coloured dot: the words carry it, and dark text keeps its contrast (light badges in teal or orange fall under 4.5:1). */
export function CampaignStatusBadge({ status, size = 'md' }: { status: CampaignStatus; size?: 'md' | 'lg' }) {
  const look = STATUS_LOOK[status];
  return (
    <Badge variant="dot" color={look.color} size={size}>
      {look.label}
    </Badge>
  );
}
