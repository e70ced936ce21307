import { Badge } from '@mantine/core';
import type { DisputeStatus } from '@portal/shared/leads';

const LOOK: Record<DisputeStatus, { color: string; label: string }> = {
  PENDING: { color: 'orange', label: 'Under review' },
  APPROVED: { color: 'teal', label: 'Approved' },
  REJECTED: { color: 'red', label: 'Rejected' },
};

/** A dispute's status the same way on the lead and call pages and in the staff's dispute list. */
export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  const { color, label } = LOOK[status];
  return (
    <Badge variant="light" color={color}>
      {label}
    </Badge>
  );
}
