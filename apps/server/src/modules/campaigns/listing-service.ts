import type { z } from 'zod/mini';
import type { listingCreateSchema, listingUpdateSchema } from '@portal/shared/listing-forms';
import type { Listing } from '@portal/shared/listings';
import { withDb, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { changedFields, recordAudit, type Actor } from '../../db/audit';
import { isUuid } from '../../lib/uuid';
import { assertCampaignNotEnded, campaignEnded, lockCampaign } from './campaign-guards';
import { auditValues, staleVersion } from './campaign-rules';
import {
  insertListingRow,
  listingValues,
  listListings,
  lockListingRow,
  readListing,
  writeListingRow,
  type ListingRow,
} from './listing-repository';

type ListingCreate = z.output<typeof listingCreateSchema>;
type ListingUpdate = z.output<typeof listingUpdateSchema>;

const noSuchListing = () => new AppError('NOT_FOUND', 'There is no such listing.');

const staffOnlySuspension = () =>
  new AppError('BUSINESS_RULE', 'Only the provider’s staff can suspend a listing or lift a suspension.', [
    { path: 'body.status', message: 'only provider staff can suspend a listing or lift a suspension' },
  ]);

export async function loadListing(scope: TenantScope, listingId: string): Promise<Listing> {
  const listing = isUuid(listingId) ? await readListing(scope, listingId) : undefined;
  if (!listing) throw noSuchListing();
  return listing;
}

export async function campaignListings(scope: TenantScope, campaignId: string): Promise<Listing[]> {
  // The campaign must be the account's: an unknown one answers 404, not an empty list.
  await scope.db.transaction(async (tx) => lockCampaign(withDb(scope, tx), campaignId));
  return listListings(scope, campaignId);
}

export async function createListing(scope: TenantScope, campaignId: string, input: ListingCreate, actor: Actor) {
  const listingId = await scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    if ((await lockCampaign(txScope, campaignId)).status === 'ENDED') throw campaignEnded();
    const listing = await insertListingRow(txScope, { campaignId, ...listingValues(input) });
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'listing',
      entityId: listing.id,
      subject: listing.displayName,
      action: 'create',
      before: null,
      after: auditValues(listing),
    });
    return listing.id;
  });
  return loadListing(scope, listingId);
}

/** Whether a status change is the customer's to make: suspension is the provider's. */
function assertStatusChangeAllowed(current: ListingRow, next: ListingUpdate['status'], isStaff: boolean) {
  if (next === undefined || next === current.status || isStaff) return;
  if (next === 'SUSPENDED' || current.status === 'SUSPENDED') throw staffOnlySuspension();
}

export async function updateListing(
  scope: TenantScope,
  listingId: string,
  input: ListingUpdate,
  actor: Actor & { isAdmin: boolean },
) {
  await scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const current = isUuid(listingId) ? await lockListingRow(txScope, listingId) : undefined;
    if (!current) throw noSuchListing();
    if (current.version !== input.version) throw staleVersion('listing');
    await assertCampaignNotEnded(txScope, current.campaignId);
    assertStatusChangeAllowed(current, input.status, actor.isAdmin);
    const { version: _version, ...fields } = input;
    const next = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const change = changedFields(current, next);
    if (!change) return;
    await writeListingRow(txScope, listingId, next);
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'listing',
      entityId: listingId,
      subject: current.displayName,
      action: 'update',
      ...change,
    });
  });
  return loadListing(scope, listingId);
}
