import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { storedAccessToken } from './portal';

/** A campaign made through the API (with its budget and first listing), for journeys about what comes after. */
export async function createCampaign(
  page: Page,
  request: APIRequestContext,
  accountId: string,
  name: string,
): Promise<string> {
  const hours = {
    always: false,
    days: { MON: [{ start: '08:00', end: '18:00' }], TUE: [], WED: [], THU: [], FRI: [], SAT: [], SUN: [] },
  };
  const response = await request.post(`/api/ad-portal/advprtl/accounts/${accountId}/campaigns`, {
    headers: { authorization: `Bearer ${await storedAccessToken(page)}` },
    data: {
      name,
      category: 'Locksmith',
      leadTypes: ['FORM'],
      callPriceCents: 2500,
      formPriceCents: 1500,
      billableCallSeconds: 60,
      zipCodes: ['78701'],
      states: [],
      schedule: { always: true, days: hours.days },
      trackingNumber: '',
      destinationPhone: '',
      startDate: new Date().toISOString().slice(0, 10),
      endDate: null,
      status: 'ACTIVE',
      budget: { period: 'MONTHLY', capCents: 50_000 },
      listing: {
        displayName: name,
        description: '',
        street: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        phone: '5125550100',
        website: '',
        hours,
        serviceZipCodes: ['78701'],
        categories: ['Locksmith'],
      },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
