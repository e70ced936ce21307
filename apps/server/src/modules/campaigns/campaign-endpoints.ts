import { createCampaign } from '@portal/shared/contracts/campaigns/create-campaign';
import { getCampaign } from '@portal/shared/contracts/campaigns/get-campaign';
import { listCampaigns } from '@portal/shared/contracts/campaigns/list-campaigns';
import { pauseCampaign } from '@portal/shared/contracts/campaigns/pause-campaign';
import { resumeCampaign } from '@portal/shared/contracts/campaigns/resume-campaign';
import { updateCampaign } from '@portal/shared/contracts/campaigns/update-campaign';
import { tenantScope } from '../../db/tenant-scope';
import { registerEndpoint } from '../../http/endpoint';
import type { App, AppDeps } from '../../http/types';
import * as campaignService from './campaign-service';

/** Campaigns: the list, create, read, edit in place, pause and resume. */
export function registerCampaignEndpoints(app: App, { database, clock }: AppDeps): void {
  const db = database.db;

  registerEndpoint(app, listCampaigns, async ({ account, query }) =>
    campaignService.listCampaigns(tenantScope(db, account), query, clock.now()),
  );

  registerEndpoint(app, createCampaign, async ({ account, body, principal }) =>
    campaignService.createCampaign(tenantScope(db, account), body, principal, clock.now()),
  );

  registerEndpoint(app, getCampaign, async ({ account, params }) =>
    campaignService.loadCampaign(tenantScope(db, account), params.campaignId, clock.now()),
  );

  registerEndpoint(app, updateCampaign, async ({ account, params, body, principal }) =>
    campaignService.updateCampaign(tenantScope(db, account), params.campaignId, body, principal, clock.now()),
  );

  registerEndpoint(app, pauseCampaign, async ({ account, params, body, principal }) =>
    campaignService.pauseCampaign(tenantScope(db, account), params.campaignId, body, principal, clock.now()),
  );

  registerEndpoint(app, resumeCampaign, async ({ account, params, principal }) =>
    campaignService.resumeCampaign(tenantScope(db, account), params.campaignId, principal, clock.now()),
  );
}
