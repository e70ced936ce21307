import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_IDS } from '../../apps/server/src/test/demo';
import { accessToken } from './portal';

/** The development ingest key `npm start` prints (README): journeys post their own leads and calls. */
const INGEST_KEY = 'dev-ingest-key-not-for-production';

export const PARENT_ACCOUNT = DEMO_IDS.parentAccount;

let sequence = 0;
const unique = () => `${Date.now().toString(36)}-${(sequence += 1)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * A phone number no other event used: a second event from one number within 7 days is a repeat caller,
 * which is not billed, so each journey's customer calls from a number of their own.
 */
export const uniquePhone = () => `+1512${String(2_000_000 + Math.floor(Math.random() * 7_000_000))}`;

export interface JourneyCampaign {
  id: string;
  name: string;
  listingId: string;
}

let journeyCampaignMade: Promise<JourneyCampaign> | null = null;

/**
 * The campaign journeys post their billable leads and calls to: made once per run, like "Austin Emergency
 * Plumbing" ($45 a call, $25 a form, ZIP 78701, always open) but with a cap no run reaches. The demo
 * campaigns' budgets fill with their seeded history (near the end of a month, nearly to the cap), so a
 * journey that needs a billed event must not depend on what is left of them.
 */
export function journeyCampaign(request: APIRequestContext): Promise<JourneyCampaign> {
  journeyCampaignMade ??= (async () => {
    const authorization = `Bearer ${await accessToken(request, 'owner@demo.test')}`;
    const name = `Journey Plumbing ${unique()}`;
    const always = { always: true, days: { MON: [], TUE: [], WED: [], THU: [], FRI: [], SAT: [], SUN: [] } };
    const created = await request.post(`/api/ad-portal/advprtl/accounts/${PARENT_ACCOUNT}/campaigns`, {
      headers: { authorization },
      data: {
        name,
        category: 'Plumbing',
        leadTypes: ['CALL', 'FORM'],
        callPriceCents: 4500,
        formPriceCents: 2500,
        billableCallSeconds: 60,
        zipCodes: ['78701'],
        states: [],
        schedule: always,
        trackingNumber: '',
        destinationPhone: '(512) 555-0100',
        // Started weeks ago, so that journeys may post events from earlier days.
        startDate: new Date(Date.now() - 60 * 24 * 3600_000).toISOString().slice(0, 10),
        endDate: null,
        status: 'ACTIVE',
        budget: { period: 'MONTHLY', capCents: 100_000_000 },
        listing: {
          displayName: `${name} — Downtown`,
          description: '',
          street: '410 Congress Ave',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          phone: '5125550100',
          website: '',
          hours: always,
          serviceZipCodes: ['78701'],
          categories: ['Plumbing'],
        },
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const listings = await request.get(`/api/ad-portal/advprtl/accounts/${PARENT_ACCOUNT}/campaigns/${id}/listings`, {
      headers: { authorization },
    });
    const [listing] = ((await listings.json()) as { items: { id: string }[] }).items;
    return { id, name, listingId: listing!.id };
  })();
  return journeyCampaignMade;
}

export interface NewEvent {
  type?: 'LEAD' | 'CALL';
  campaignId?: string;
  listingId?: string;
  occurredAt?: Date;
  consumer?: { name?: string; email?: string; zip?: string };
  serviceRequested?: string;
  message?: string;
  call?: { durationSeconds: number; outcome: 'ANSWERED' | 'MISSED' | 'VOICEMAIL' };
  /** A call's caller, to call again from a number already seen; a new number of its own otherwise. */
  callerNumber?: string;
}

export interface IngestedEvent {
  externalId: string;
  supplyEventId: string;
  billable: boolean;
  priceCents: number;
  reason: string | null;
  phone: string;
  callerNumber: string | null;
}

/** Posts one event through the ingest API, as the provider's systems do, and answers what it became. */
export async function ingestEvent(request: APIRequestContext, event: NewEvent = {}): Promise<IngestedEvent> {
  const type = event.type ?? 'LEAD';
  const phone = uniquePhone();
  const callerNumber = type === 'CALL' ? (event.callerNumber ?? uniquePhone()) : null;
  const response = await request.post('/api/ingest/supply-events', {
    headers: { authorization: `Bearer ${INGEST_KEY}` },
    data: {
      events: [
        {
          externalId: `journey-${unique()}`,
          type,
          campaignId: event.campaignId ?? (await journeyCampaign(request)).id,
          listingId: event.listingId,
          occurredAt: (event.occurredAt ?? new Date(Date.now() - 60_000)).toISOString(),
          consumer: { name: 'Jordan Journey', zip: '78701', ...event.consumer, phone },
          serviceRequested: event.serviceRequested,
          message: event.message,
          call:
            type === 'CALL'
              ? {
                  callerNumber,
                  trackingNumber: '+15125550150',
                  ...(event.call ?? { durationSeconds: 125, outcome: 'ANSWERED' }),
                }
              : undefined,
        },
      ],
    },
  });
  expect(response.ok()).toBe(true);
  const [result] = (await response.json()).results as (IngestedEvent & { status: string })[];
  expect(result?.status).toBe('CREATED');
  return { ...result!, phone, callerNumber };
}

/** The call's audio, as the call-routing system uploads it. */
export async function uploadRecording(request: APIRequestContext, externalId: string, audio: Buffer): Promise<void> {
  const response = await request.put(`/api/ingest/recordings/${encodeURIComponent(externalId)}`, {
    headers: { authorization: `Bearer ${INGEST_KEY}`, 'content-type': 'audio/wav' },
    data: audio,
  });
  expect(response.status()).toBe(201);
}

/** What was said on a call, as the call system sends it after the call. */
export async function uploadTranscript(
  request: APIRequestContext,
  externalId: string,
  turns: { speaker: 'CALLER' | 'BUSINESS'; text: string; atSeconds: number }[],
): Promise<void> {
  const response = await request.put(`/api/ingest/transcripts/${encodeURIComponent(externalId)}`, {
    headers: { authorization: `Bearer ${INGEST_KEY}` },
    data: { turns },
  });
  expect(response.status()).toBe(200);
}

/** A billable event; stops the journey with the reason when it was not billed. */
export async function ingestBillable(request: APIRequestContext, event: NewEvent = {}): Promise<IngestedEvent> {
  const result = await ingestEvent(request, event);
  expect(result.reason, 'the journey needs a billed event').toBeNull();
  return result;
}

/** Files a dispute through the API, for journeys about what happens after. */
export async function fileDispute(request: APIRequestContext, token: string, supplyEventId: string): Promise<void> {
  const response = await request.post(
    `/api/ad-portal/advprtl/accounts/${PARENT_ACCOUNT}/supply-events/${supplyEventId}/dispute`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: { reasonCode: 'SPAM', comment: 'A robocall selling warranties, not a customer.' },
    },
  );
  expect(response.status()).toBe(201);
}

/** Starts the tab with an account selected, once: the app may change it afterwards. */
export async function selectAccountOnce(page: Page, accountId: string = PARENT_ACCOUNT): Promise<void> {
  await page.addInitScript((id) => {
    if (sessionStorage.getItem('e2e-account-seeded')) return;
    localStorage.setItem('selectedAccountId', id);
    sessionStorage.setItem('e2e-account-seeded', 'yes');
  }, accountId);
}
