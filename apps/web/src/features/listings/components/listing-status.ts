import type { ListingStatus } from '@portal/shared/listings';

/** How each status reads, its colour, and what it means for the directory. */
export const LISTING_STATUS: Record<ListingStatus, { label: string; color: string; meaning: string }> = {
  DRAFT: { label: 'Draft', color: 'gray', meaning: 'Not shown in the directory yet.' },
  PUBLISHED: { label: 'Published', color: 'teal', meaning: 'Shown in the directory.' },
  SUSPENDED: { label: 'Suspended', color: 'red', meaning: 'Taken out of the directory by provider staff.' },
};
