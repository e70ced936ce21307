import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Account } from '@portal/shared/accounts';
import type { Campaign } from '@portal/shared/campaigns';
import type { CampaignListItem } from '@portal/shared/campaign-records';
import type { Role } from '@portal/shared/roles';
import { businessHours } from '@portal/shared/weekly-schedule';
import { AccountContext } from '../../../lib/account-context';

export const ACCOUNT_ID = '00000000-0000-4000-8000-000000001001';

export const ACCOUNT = {
  Name: 'Brightside Home Services',
  Postgres_External_Key__c: ACCOUNT_ID,
  Phone: '+15125550100',
  City: 'Austin',
  State: 'TX',
  Time_Zone__c: 'CST',
} as Account;

/** A campaign in the list, with its figures over the last 30 days. */
export const campaignListItemFactory = (overrides: Partial<CampaignListItem> = {}): CampaignListItem => ({
  ...campaignFactory(),
  figures: {
    from: '2026-10-24',
    to: '2026-11-22',
    leadsAndCalls: 91,
    billable: 80,
    spendCents: 284_000,
    costPerLeadCents: 3_550,
    revenueCents: 1_420_000,
    returnOnSpend: 5,
  },
  ...overrides,
});

/** A campaign as the API answers it, with overrides. */
export const campaignFactory = (overrides: Partial<Campaign> = {}): Campaign => ({
  id: '00000000-0000-4000-8000-00000000ca01',
  accountId: ACCOUNT_ID,
  name: 'Austin Emergency Plumbing',
  category: 'Plumbing',
  status: 'ACTIVE',
  pause: null,
  leadTypes: ['CALL', 'FORM'],
  callPriceCents: 4500,
  formPriceCents: 2500,
  billableCallSeconds: 60,
  zipCodes: ['78701', '78702'],
  states: [],
  schedule: businessHours(),
  trackingNumber: '+15125550150',
  destinationPhone: '+15125550100',
  startDate: '2026-07-25',
  endDate: null,
  budget: {
    id: '00000000-0000-4000-8000-00000000b001',
    period: 'MONTHLY',
    capCents: 300_000,
    spentCents: 184_500,
    remainingCents: 115_500,
    capReached: false,
    periodStart: '2026-11-01T05:00:00.000Z',
    periodEnd: '2026-12-01T06:00:00.000Z',
    version: 1,
  },
  listingCount: 1,

  leadsThisPeriod: 12,
  version: 3,
  createdAt: '2026-07-25T15:00:00.000Z',
  updatedAt: '2026-07-25T15:00:00.000Z',
  ...overrides,
});

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;

/** Stubs fetch with handlers tried in order; a request none answers fails the test loudly. */
export function stubApi(...handlers: Handler[]) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://portal.test');
    for (const handler of handlers) {
      const response = handler(url, init);
      if (response) return response;
    }
    throw new Error(`No stub for ${init?.method ?? 'GET'} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export const SESSION = {
  status: 'signedIn' as const,
  user: { username: 'owner@demo.test', name: 'Olivia Owens', email: 'owner@demo.test', isAdmin: false },
};

/** The account context a signed-in screen gets from its layout. */
export function AsRole({ role, children }: { role: Role; children: ReactNode }) {
  return (
    <AccountContext value={{ accountId: ACCOUNT_ID, account: ACCOUNT, role, roleKnown: true, isAdmin: false }}>
      {children}
    </AccountContext>
  );
}
