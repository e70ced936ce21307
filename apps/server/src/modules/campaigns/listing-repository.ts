import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { listingCreateSchema } from '@portal/shared/listing-forms';
import type { Listing } from '@portal/shared/listings';
import { campaigns, listings } from '../../db/schema/index';
import { inAccount, type TenantScope } from '../../db/tenant-scope';

export type ListingRow = typeof listings.$inferSelect;

/** A listing's columns from its parsed request fields (a new listing is a draft unless published is asked for). */
export const listingValues = (input: z.output<typeof listingCreateSchema>) => ({
  ...input,
  status: input.status ?? 'DRAFT',
});

function toListing(listing: ListingRow, campaignName: string): Listing {
  return {
    id: listing.id,
    accountId: listing.accountId,
    campaignId: listing.campaignId,
    campaignName,
    displayName: listing.displayName,
    description: listing.description,
    street: listing.street,
    city: listing.city,
    state: listing.state,
    zipCode: listing.zipCode,
    phone: listing.phone,
    website: listing.website,
    hours: listing.hours,
    serviceZipCodes: listing.serviceZipCodes,
    categories: listing.categories,
    status: listing.status,
    version: listing.version,
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
  };
}

const selectWithCampaign = (scope: TenantScope) =>
  scope.db
    .select({ listing: listings, campaignName: campaigns.name })
    .from(listings)
    .innerJoin(campaigns, eq(campaigns.id, listings.campaignId));

export async function readListing(scope: TenantScope, listingId: string): Promise<Listing | undefined> {
  const [row] = await selectWithCampaign(scope).where(inAccount(scope, listings.accountId, eq(listings.id, listingId)));
  return row && toListing(row.listing, row.campaignName);
}

/** A campaign's listings, oldest first (the first listing stays first). */
export async function listListings(scope: TenantScope, campaignId: string): Promise<Listing[]> {
  const rows = await selectWithCampaign(scope)
    .where(inAccount(scope, listings.accountId, eq(listings.campaignId, campaignId)))
    .orderBy(asc(listings.createdAt), asc(listings.id));
  return rows.map((row) => toListing(row.listing, row.campaignName));
}

export async function lockListingRow(scope: TenantScope, listingId: string): Promise<ListingRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(listings)
    .where(inAccount(scope, listings.accountId, eq(listings.id, listingId)))
    .for('update');
  return row;
}

export async function insertListingRow(
  scope: TenantScope,
  values: Omit<typeof listings.$inferInsert, 'accountId'>,
): Promise<ListingRow> {
  const [row] = await scope.db
    .insert(listings)
    .values({ ...values, accountId: scope.accountId })
    .returning();
  return row!;
}

export async function writeListingRow(scope: TenantScope, listingId: string, values: Partial<ListingRow>) {
  await scope.db
    .update(listings)
    .set({ ...values, version: sql`${listings.version} + 1`, updatedAt: sql`now()` })
    .where(inAccount(scope, listings.accountId, eq(listings.id, listingId)));
}
