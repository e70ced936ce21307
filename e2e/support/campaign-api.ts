import { toQueryString, type QueryParams } from '@portal/shared/api/query-string';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { contractPath, type Contract, type ContractInput, type ContractResponse } from '@portal/shared/api/contract';
import type { CampaignCreate } from '@portal/shared/campaigns';
import { createCampaign } from '@portal/shared/contracts/campaigns/create-campaign';
import { listCampaignListings } from '@portal/shared/contracts/campaigns/list-campaign-listings';
import { ALWAYS_SCHEDULE, businessHours } from '@portal/shared/weekly-schedule';
import { DEMO_USER, type DemoUser } from '../../apps/server/src/test/demo';
import { accessToken } from './portal';

/** Calls an endpoint through its contract, as a demo user, and expects it to succeed. */
export async function callAs<C extends Contract>(
  request: APIRequestContext,
  user: DemoUser,
  contract: C,
  input: Partial<ContractInput<C>>,
): Promise<ContractResponse<C>> {
  const query = toQueryString(input.query as QueryParams | undefined);
  const response = await request.fetch(
    `/api/${contractPath(contract, input.params as Record<string, string>)}${query}`,
    {
      method: contract.method,
      headers: { authorization: `Bearer ${await accessToken(request, DEMO_USER[user])}` },
      data: input.body,
    },
  );
  expect(response.ok(), `${contract.method} ${contract.path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as ContractResponse<C>;
}

/**
 * A campaign of the journey's own (with its budget and first listing), named so that it cannot be taken
 * for demo data: journeys change only what they created.
 */
export function createOwnCampaign(request: APIRequestContext, accountId: string, name: string) {
  const body: CampaignCreate = {
    name,
    category: 'Plumbing',
    leadTypes: ['CALL'],
    callPriceCents: 4500,
    formPriceCents: 2500,
    billableCallSeconds: 60,
    zipCodes: ['78701'],
    states: [],
    schedule: ALWAYS_SCHEDULE,
    trackingNumber: '',
    destinationPhone: '(512) 555-0100',
    startDate: '2026-01-01',
    endDate: null,
    status: 'PENDING',
    budget: { period: 'MONTHLY', capCents: 150_000 },
    listing: {
      displayName: `${name} Listing`,
      description: 'Made by a journey.',
      street: '100 Journey St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      phone: '(512) 555-0199',
      website: '',
      hours: businessHours(),
      serviceZipCodes: ['78701', '78702'],
      categories: ['Plumbing'],
    },
  };
  return callAs(request, 'owner', createCampaign, { params: { accountId }, body });
}

/** A campaign of the journey's own, with its budget and first listing, named after the journey. */
export async function ownCampaign(request: APIRequestContext, accountId: string, journey: string) {
  const campaign = await createOwnCampaign(request, accountId, `Journey ${journey.slice(0, 40)} ${Date.now()}`);
  const { items } = await callAs(request, 'owner', listCampaignListings, {
    params: { accountId, campaignId: campaign.id },
  });
  return { campaign, budgetId: campaign.budget!.id, listing: items[0]! };
}

/** Starts every page of the journey with this account selected (journeys not about choosing one). */
export async function withAccountSelected(page: Page, accountId: string) {
  await page.addInitScript((id) => localStorage.setItem('selectedAccountId', id), accountId);
}
