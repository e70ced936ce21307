import { Badge, Group } from '@mantine/core';
import type { CustomerStatus, DisputeStatus } from '@portal/shared/leads';
import { CUSTOMER_STATUS_LABELS, DISPUTE_STATUS_WORDS } from './event-labels';

/**
 * A badge's label cuts itself short with an ellipsis, which lets a table squeeze its column to nothing
 * ("N..."): in a table the label keeps its full width.
 */
export const FULL_LABEL = { label: { overflow: 'visible' } } as const;

const STATUS_COLOR: Record<CustomerStatus, string> = {
  NEW: 'blue',
  CONTACTED: 'cyan',
  BOOKED: 'violet',
  WON: 'teal.9',
  LOST: 'gray',
};

/** The customer's own status of a lead or call and, when it has one, its dispute's. */
export function ActivityStatusBadges({ status, dispute }: { status: CustomerStatus; dispute: DisputeStatus | null }) {
  return (
    <Group gap={4} wrap="wrap">
      {/* Won is filled: teal text on a light teal ground is under 4.5:1, white on teal 9 is 5:1. */}
      <Badge variant={status === 'WON' ? 'filled' : 'light'} color={STATUS_COLOR[status]} styles={FULL_LABEL}>
        {CUSTOMER_STATUS_LABELS[status]}
      </Badge>
      {dispute && (
        <Badge
          // A dot in the colour and the text in the text colour: orange text is under 4.5:1 on white.
          variant="dot"
          styles={FULL_LABEL}
          color={dispute === 'APPROVED' ? 'teal' : dispute === 'REJECTED' ? 'red' : 'orange'}
        >
          Dispute: {DISPUTE_STATUS_WORDS[dispute].toLowerCase()}
        </Badge>
      )}
    </Group>
  );
}
