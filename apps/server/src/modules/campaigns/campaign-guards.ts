import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { lockCampaignRow, type CampaignRow } from './campaign-repository';

export const noSuchCampaign = () => new AppError('NOT_FOUND', 'There is no such campaign.');

/** A locked campaign of the scope's account, or 404 (another account's campaign answers the same). */
export async function lockCampaign(scope: TenantScope, campaignId: string): Promise<CampaignRow> {
  const row = isUuid(campaignId) ? await lockCampaignRow(scope, campaignId) : undefined;
  if (!row) throw noSuchCampaign();
  return row;
}
