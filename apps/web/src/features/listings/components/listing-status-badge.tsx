import { Badge, type BadgeProps } from '@mantine/core';
import type { ListingStatus } from '@portal/shared/listings';
import { LISTING_STATUS } from './listing-status';

/** A dot badge, so its text keeps its contrast on every status colour (light teal text does not). */
export function ListingStatusBadge({ status, style }: { status: ListingStatus; style?: BadgeProps['style'] }) {
  return (
    <Badge variant="dot" color={LISTING_STATUS[status].color} style={style}>
      {LISTING_STATUS[status].label}
    </Badge>
  );
}
