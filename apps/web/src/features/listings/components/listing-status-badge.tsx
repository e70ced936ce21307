import { Badge } from '@mantine/core';
import type { ListingStatus } from '@portal/shared/listings';
import { LISTING_STATUS } from './listing-status';

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return (
    <Badge variant="light" color={LISTING_STATUS[status].color}>
      {LISTING_STATUS[status].label}
    </Badge>
  );
}
