import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { campaignStatusOf, lockCampaignRow, type CampaignRow } from './campaign-repository';

export const noSuchCampaign = () => new AppError('NOT_FOUND', 'There is no such campaign.');

/** A locked campaign of the scope's account, or 404 (another account's campaign answers the same). */
export async function lockCampaign(scope: TenantScope, campaignId: string): Promise<CampaignRow> {
  const row = isUuid(campaignId) ? await lockCampaignRow(scope, campaignId) : undefined;
  if (!row) throw noSuchCampaign();
  return row;
}

export const campaignEnded = () => new AppError('BUSINESS_RULE', 'An ended campaign cannot be changed.');

/**
 * Refuses changes to what belongs to an ended campaign (its listings and budget), and answers the campaign's
 * name (the audit log's subject). ENDED is final, so the status is read without a lock: no order of locks to keep
 * with the campaign's own writes.
 */
export async function assertCampaignNotEnded(scope: TenantScope, campaignId: string): Promise<string> {
  const campaign = await campaignStatusOf(scope, campaignId);
  if (campaign?.status === 'ENDED') throw campaignEnded();
  return campaign?.name ?? '';
}
