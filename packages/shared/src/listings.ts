// zod/mini like every API schema: the web loads them through the endpoint contracts (docs/decisions/0007).
import * as z from 'zod/mini';
import { SERVICE_CATEGORIES } from './service-categories';
import { TEXT_LIMITS, plainText } from './text';
import { weeklyScheduleSchema } from './weekly-schedule';

export const LISTING_STATUSES = ['DRAFT', 'PUBLISHED', 'SUSPENDED'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Customers move a listing between draft and published; only provider staff suspend or lift a suspension. */
export const CUSTOMER_LISTING_STATUSES = ['DRAFT', 'PUBLISHED'] as const;

// The request bodies that are also forms (with their phone and address rules) live in listing-forms.ts.

export const listingParamsSchema = z.object({
  accountId: plainText(TEXT_LIMITS.identifier),
  listingId: plainText(TEXT_LIMITS.identifier),
});

export const listingSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  displayName: z.string(),
  description: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
  website: z.string(),
  hours: weeklyScheduleSchema,
  serviceZipCodes: z.array(z.string()),
  categories: z.array(z.enum(SERVICE_CATEGORIES)),
  status: z.enum(LISTING_STATUSES),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingListSchema = z.object({ items: z.array(listingSchema) });
