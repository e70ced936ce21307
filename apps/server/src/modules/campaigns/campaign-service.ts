import { recordEvents } from '../../outbox/record-events';
import type { z } from 'zod/mini';
import { dayIn } from '@portal/shared/account-time';
import { capProblem } from '@portal/shared/budgets';
import {
  campaignRuleProblems,
  type Campaign,
  type campaignCreateSchema,
  type campaignListQuerySchema,
  type campaignPauseSchema,
  type campaignUpdateSchema,
} from '@portal/shared/campaigns';
import { withDb, type TenantScope } from '../../db/tenant-scope';
import { isUniqueViolation } from '../../db/unavailable';
import { AppError } from '../../lib/app-error';
import { changedFields, recordAudit, type Actor } from '../../db/audit';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { isUuid } from '../../lib/uuid';
import { DEFAULT_CAMPAIGN_FIGURE_DAYS } from '@portal/shared/campaign-records';
import { insertBudgetRow } from './budget-repository';
import { accountZone } from '../../db/account-zone';
import {
  campaignPage,
  insertCampaignRow,
  readCampaign,
  trackingNumberTaken,
  writeCampaignRow,
  type CampaignRow,
} from './campaign-repository';
import { assertNoRuleProblems, auditValues, staleVersion } from './campaign-rules';
import { campaignEnded, lockCampaign, noSuchCampaign } from './campaign-guards';
import { insertListingRow, listingValues } from './listing-repository';

type CampaignCreate = z.output<typeof campaignCreateSchema>;
type CampaignUpdate = z.output<typeof campaignUpdateSchema>;
type CampaignPause = z.output<typeof campaignPauseSchema>;
type CampaignListQuery = z.output<typeof campaignListQuerySchema>;

const trackingNumberInUse = () =>
  new AppError('CONFLICT', 'This tracking number is already used by another campaign. Choose another number.', [
    { path: 'body.trackingNumber', message: 'is already used by another campaign' },
  ]);

/** Runs a write that may set a tracking number: a concurrent writer that took it first makes this one a 409. */
async function claimingTrackingNumber<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'campaigns_tracking_number_idx')) throw trackingNumberInUse();
    throw error;
  }
}

export async function listCampaigns(scope: TenantScope, query: CampaignListQuery, now: Date) {
  const page = await campaignPage(scope, {
    status: query.status,
    q: query.q || undefined,
    after: query.cursor ? decodeCursor(query.cursor) : null,
    limit: query.limit,
    zone: await accountZone(scope),
    now,
    days: query.days ?? DEFAULT_CAMPAIGN_FIGURE_DAYS,
  });
  return { items: page.items, nextCursor: page.last ? encodeCursor(page.last) : null };
}

export async function loadCampaign(scope: TenantScope, campaignId: string, now: Date): Promise<Campaign> {
  const campaign = isUuid(campaignId)
    ? await readCampaign(scope, campaignId, await accountZone(scope), now)
    : undefined;
  if (!campaign) throw noSuchCampaign();
  return campaign;
}

/** The settings columns of a campaign from its request fields (empty phones are stored as none). */
function settingsValues(input: Partial<CampaignCreate>): Partial<CampaignRow> {
  const { trackingNumber, destinationPhone, ...rest } = input;
  const values: Partial<CampaignRow> = Object.fromEntries(
    Object.entries({
      name: rest.name,
      category: rest.category,
      leadTypes: rest.leadTypes,
      callPriceCents: rest.callPriceCents,
      formPriceCents: rest.formPriceCents,
      billableCallSeconds: rest.billableCallSeconds,
      zipCodes: rest.zipCodes,
      states: rest.states,
      schedule: rest.schedule,
      startDate: rest.startDate,
      endDate: rest.endDate,
    }).filter(([, value]) => value !== undefined),
  );
  if (trackingNumber !== undefined) values.trackingNumber = trackingNumber || null;
  if (destinationPhone !== undefined) values.destinationPhone = destinationPhone || null;
  return values;
}

function checkCampaignRules(campaign: CampaignRow | CampaignCreate, today: string, endDateChanged: boolean) {
  const problems = campaignRuleProblems({ ...campaign, destinationPhone: campaign.destinationPhone ?? '' });
  if (endDateChanged && campaign.endDate && campaign.endDate < today) {
    problems.push({ path: 'endDate', message: 'The end date cannot be in the past' });
  }
  assertNoRuleProblems(problems);
}

/** Creates a campaign with its budget and first listing, all audited, in one transaction. */
export async function createCampaign(scope: TenantScope, input: CampaignCreate, actor: Actor, now: Date) {
  const zone = await accountZone(scope);
  checkCampaignRules(input, dayIn(zone, now), true);
  const cap = capProblem(input.budget.capCents);
  if (cap) assertNoRuleProblems([{ path: 'budget.capCents', message: cap }]);
  if (input.trackingNumber && (await trackingNumberTaken(scope, input.trackingNumber))) throw trackingNumberInUse();
  const campaignId = await claimingTrackingNumber(() =>
    scope.db.transaction(async (tx) => {
      const txScope = withDb(scope, tx);
      const campaign = await insertCampaignRow(txScope, {
        ...(settingsValues(input) as CampaignCreate & Partial<CampaignRow>),
        status: input.status,
      });
      const budget = await insertBudgetRow(txScope, { campaignId: campaign.id, ...input.budget });
      const listing = await insertListingRow(txScope, { campaignId: campaign.id, ...listingValues(input.listing) });
      const audit = (entity: string, entityId: string, subject: string, after: Record<string, unknown>) =>
        recordAudit(tx, {
          accountId: scope.accountId,
          actor,
          entity,
          entityId,
          subject,
          action: 'create',
          before: null,
          after,
        });
      await audit('campaign', campaign.id, campaign.name, auditValues(campaign));
      await audit('budget', budget.id, campaign.name, auditValues(budget));
      await audit('listing', listing.id, listing.displayName, auditValues(listing));
      return campaign.id;
    }),
  );
  return loadCampaign(scope, campaignId, now);
}

/** Changes some settings, if the caller read the current version; the merged campaign must keep every rule. */
export async function updateCampaign(
  scope: TenantScope,
  campaignId: string,
  input: CampaignUpdate,
  actor: Actor,
  now: Date,
) {
  const zone = await accountZone(scope);
  await claimingTrackingNumber(() =>
    scope.db.transaction(async (tx) => {
      const txScope = withDb(scope, tx);
      const current = await lockCampaign(txScope, campaignId);
      if (current.status === 'ENDED') throw campaignEnded();
      if (current.version !== input.version) throw staleVersion('campaign');
      const { version: _version, ...fields } = input;
      const next = settingsValues(fields);
      checkCampaignRules({ ...current, ...next }, dayIn(zone, now), next.endDate !== undefined);
      if (next.trackingNumber && (await trackingNumberTaken(txScope, next.trackingNumber, campaignId))) {
        throw trackingNumberInUse();
      }
      const change = changedFields(current, next);
      if (!change) return;
      await writeCampaignRow(txScope, campaignId, next);
      await recordAudit(tx, {
        accountId: scope.accountId,
        actor,
        entity: 'campaign',
        entityId: campaignId,
        subject: current.name,
        action: 'update',
        ...change,
      });
    }),
  );
  return loadCampaign(scope, campaignId, now);
}

/** Writes a status change and its audit entry, on a campaign already locked in this transaction. */
async function changeStatus(scope: TenantScope, current: CampaignRow, next: Partial<CampaignRow>, actor: Actor) {
  const change = changedFields(current, next);
  if (!change) return;
  await writeCampaignRow(scope, current.id, next);
  await recordAudit(scope.db, {
    accountId: scope.accountId,
    actor,
    entity: 'campaign',
    entityId: current.id,
    subject: current.name,
    action: 'update',
    ...change,
  });
}

/** Pauses an active campaign (or changes a paused one's reason), optionally until a day in the account's zone. */
export async function pauseCampaign(
  scope: TenantScope,
  campaignId: string,
  input: CampaignPause,
  actor: Actor,
  now: Date,
) {
  const today = dayIn(await accountZone(scope), now);
  await scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const current = await lockCampaign(txScope, campaignId);
    if (current.status !== 'ACTIVE' && current.status !== 'PAUSED') {
      throw new AppError('BUSINESS_RULE', `Only an active campaign can be paused; this one is ${current.status}.`);
    }
    if (input.resumeOn && input.resumeOn <= today) {
      assertNoRuleProblems([{ path: 'resumeOn', message: 'The resume date must be after today' }]);
    }
    if (input.resumeOn && current.endDate && input.resumeOn > current.endDate) {
      assertNoRuleProblems([{ path: 'resumeOn', message: 'The resume date must be on or before the end date' }]);
    }
    await changeStatus(
      txScope,
      current,
      {
        status: 'PAUSED',
        pauseReason: input.reasonCode,
        pauseComment: input.comment || null,
        resumeOn: input.resumeOn ?? null,
        pausedAt: current.pausedAt ?? now,
      },
      actor,
    );
    // Changing the details of a pause is not news; stopping a running campaign is.
    if (current.status === 'ACTIVE') {
      await recordEvents(tx, [
        {
          type: 'campaign.paused',
          accountId: current.accountId,
          occurredAt: now,
          data: { campaignId: current.id, name: current.name, by: 'PERSON' },
        },
      ]);
    }
  });
  return loadCampaign(scope, campaignId, now);
}

/** Resumes a paused campaign or starts a pending one; an active one stays as it is. */
export async function resumeCampaign(scope: TenantScope, campaignId: string, actor: Actor, now: Date) {
  const today = dayIn(await accountZone(scope), now);
  await scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const current = await lockCampaign(txScope, campaignId);
    if (current.status === 'ENDED') throw new AppError('BUSINESS_RULE', 'An ended campaign cannot be resumed.');
    if (current.status === 'ACTIVE') return;
    if (current.endDate && current.endDate < today) {
      throw new AppError('BUSINESS_RULE', 'The campaign’s end date has passed: change the end date first.');
    }
    await changeStatus(
      txScope,
      current,
      { status: 'ACTIVE', pauseReason: null, pauseComment: null, resumeOn: null, pausedAt: null },
      actor,
    );
    await recordEvents(tx, [
      {
        type: 'campaign.resumed',
        accountId: current.accountId,
        occurredAt: now,
        data: { campaignId: current.id, name: current.name, by: 'PERSON' },
      },
    ]);
  });
  return loadCampaign(scope, campaignId, now);
}
