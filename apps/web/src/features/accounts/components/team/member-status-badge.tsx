import { Badge } from '@mantine/core';
import type { MemberStatus } from '@portal/shared/accounts';

const LOOK: Record<MemberStatus, { label: string; color: string; variant: 'light' | 'filled' | 'outline' }> = {
  ACTIVE: { label: 'Active', color: 'gray', variant: 'outline' },
  INVITED: { label: 'Invited', color: 'blue', variant: 'light' },
  EXPIRED: { label: 'Invitation expired', color: 'red.8', variant: 'filled' },
};

/** Whether a person has signed in yet: invited people have not, and an expired invitation needs sending again. */
export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  const { label, color, variant } = LOOK[status];
  return (
    <Badge color={color} variant={variant}>
      {label}
    </Badge>
  );
}
