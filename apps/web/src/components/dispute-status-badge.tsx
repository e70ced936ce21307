import { Badge } from '@mantine/core';
import type { DisputeStatus } from '@portal/shared/leads';

// Teal and orange text on their own light tint fall under 4.5:1 contrast, so approval is a filled badge
// and a pending dispute is blue.
const LOOK: Record<DisputeStatus, { color: string; label: string; variant: 'light' | 'filled' }> = {
  PENDING: { color: 'blue', label: 'Under review', variant: 'light' },
  APPROVED: { color: 'teal.9', label: 'Approved', variant: 'filled' },
  REJECTED: { color: 'red', label: 'Rejected', variant: 'light' },
};

/** A dispute's status the same way on the lead and call pages and in the staff's dispute list. */
export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  const { color, label, variant } = LOOK[status];
  return (
    <Badge variant={variant} color={color}>
      {label}
    </Badge>
  );
}
