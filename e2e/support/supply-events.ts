import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_CAMPAIGN_IDS, DEMO_IDS } from '../../apps/server/src/test/demo';
import { DEMO_PASSWORD } from './portal';

/** The development ingest key `npm start` prints (README): journeys post their own leads and calls. */
const INGEST_KEY = 'dev-ingest-key-not-for-production';

export const PARENT_ACCOUNT = DEMO_IDS.parentAccount;
/** "Austin Emergency Plumbing": buys calls and forms in 78701, always open, $45 a call and $25 a form. */
export const AUSTIN_PLUMBING = DEMO_CAMPAIGN_IDS.austinPlumbing;

let sequence = 0;
const unique = () => `${Date.now().toString(36)}-${(sequence += 1)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * A phone number no other event used: a second event from one number within 7 days is a repeat caller,
 * which is not billed, so each journey's customer calls from a number of their own.
 */
export const uniquePhone = () => `+1512${String(2_000_000 + Math.floor(Math.random() * 7_000_000))}`;

export interface NewEvent {
  type?: 'LEAD' | 'CALL';
  campaignId?: string;
  listingId?: string;
  occurredAt?: Date;
  consumer?: { name?: string; email?: string; zip?: string };
  serviceRequested?: string;
  message?: string;
  call?: { durationSeconds: number; outcome: 'ANSWERED' | 'MISSED' | 'VOICEMAIL' };
}

export interface IngestedEvent {
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
  const callerNumber = type === 'CALL' ? uniquePhone() : null;
  const response = await request.post('/api/ingest/supply-events', {
    headers: { authorization: `Bearer ${INGEST_KEY}` },
    data: {
      events: [
        {
          externalId: `journey-${unique()}`,
          type,
          campaignId: event.campaignId ?? AUSTIN_PLUMBING,
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

/** A billable event; stops the journey with the reason when it was not billed. */
export async function ingestBillable(request: APIRequestContext, event: NewEvent = {}): Promise<IngestedEvent> {
  const result = await ingestEvent(request, event);
  expect(result.reason, 'the journey needs a billed event').toBeNull();
  return result;
}

/** A demo user's access token, through the identity service as the login screen signs in. */
export async function accessToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/cognito-idp', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    data: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'advertiser-portal-web',
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    }),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).AuthenticationResult.AccessToken as string;
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
