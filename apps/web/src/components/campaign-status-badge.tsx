import { Badge } from '@mantine/core';
import type { CampaignStatus } from '@portal/shared/campaigns';

// Paused in orange, the portal's colour for "needs attention" (an open invoice, a pending dispute, a budget
// near its cap); yellow is kept for the alert that payments are unavailable.
const STATUS_LOOK: Record<CampaignStatus, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'teal' },
  PAUSED: { label: 'Paused', color: 'orange' },
  PENDING: { label: 'Pending', color: 'blue' },
  ENDED: { label: 'Ended', color: 'gray' },
};

export const CAMPAIGN_STATUS_LABELS = Object.fromEntries(
  Object.entries(STATUS_LOOK).map(([status, look]) => [status, look.label]),
) as Record<CampaignStatus, string>;

/**
 * A campaign's status in words with a coloured dot, wherever a campaign is named (its list, its page, its
 * budget, its listings): the words carry it, and dark text keeps its contrast (light badges' teal or orange
 * text falls under 4.5:1).
 */
export function CampaignStatusBadge({ status, size = 'md' }: { status: string; size?: 'md' | 'lg' }) {
  // A string: a budget names its campaign's status as the API sends it, which may one day be a new one.
  const look = STATUS_LOOK[status as CampaignStatus] ?? { label: status, color: 'gray' };
  return (
    // Never cut to "ACTI…" in a narrow table column: a label that may not overflow keeps its words' width, which
    // the column then makes room for (Mantine's label hides its overflow, so a table shrank it).
    <Badge variant="dot" color={look.color} size={size} styles={{ label: { overflow: 'visible' } }}>
      {look.label}
    </Badge>
  );
}
