import type * as z from 'zod/mini';
import type { ListingCreate, listingCreateSchema } from '@portal/shared/listing-forms';
import type { Listing } from '@portal/shared/listings';
import { formatPhone } from '@portal/shared/phone-format';
import type { ServiceCategory } from '@portal/shared/service-categories';
import { businessHours } from '@portal/shared/weekly-schedule';

/** The listing form's values (as typed) and what its schema makes of them (phones as +1 numbers). */
export type ListingFormValues = ListingCreate;
export type ListingFormOutput = z.output<typeof listingCreateSchema>;

/** A new listing starts as a draft with business hours and the campaign's own category. */
export const newListingValues = (category: ServiceCategory | undefined): ListingFormValues => ({
  displayName: '',
  description: '',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
  website: '',
  hours: businessHours(),
  serviceZipCodes: [],
  categories: category ? [category] : [],
  status: 'DRAFT',
});

/** A listing as the edit form starts: its saved profile, the phone as people type it. */
export const listingValues = (listing: Listing): ListingFormValues => ({
  displayName: listing.displayName,
  description: listing.description,
  street: listing.street,
  city: listing.city,
  state: listing.state,
  zipCode: listing.zipCode,
  phone: formatPhone(listing.phone),
  website: listing.website,
  hours: listing.hours,
  serviceZipCodes: listing.serviceZipCodes,
  categories: listing.categories,
});

/**
 * The first message under a field whose parts can fail one by one (a list's entries): react-hook-form
 * keeps them by index, where the field's own message is missing.
 */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  for (const part of Object.values(error)) {
    const found = firstMessage(part);
    if (found) return found;
  }
  return undefined;
}
