import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Account } from '@portal/shared/accounts';
import type { SupplyEvent } from '@portal/shared/leads';
import type { Role } from '@portal/shared/roles';
import { AccountContext } from '../../../lib/account-context';
import { useSelectedAccountId } from '../../../lib/selected-account';
import { clockAt } from '../../../test/clock';
import { renderRoutes } from '../../../test/render';
import { SupplyEventScreen } from './supply-event-screen';

const ACCOUNT_ID = '00000000-0000-4000-8000-000000001001';
const EVENT_ID = '6f1c7c1e-1111-4111-8111-111111111111';
/** The browser's fetch for the screen: the account's tags (none yet) for the tags card, the handler for the rest. */
const stubFetch = (handler: (url: string, init?: RequestInit) => Promise<Response>) =>
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) =>
      url.includes('/lead-tags') ? Promise.resolve(json(200, { items: [] })) : handler(url, init),
    ),
  );

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const event = (overrides: Partial<SupplyEvent> = {}): SupplyEvent => ({
  id: EVENT_ID,
  externalId: 'provider-lead-1',
  accountId: ACCOUNT_ID,
  campaignId: '00000000-0000-4000-8000-00000000ca01',
  campaignName: 'Austin Emergency Plumbing',
  listingId: null,
  listingName: null,
  type: 'LEAD',
  occurredAt: '2026-11-22T15:00:00.000Z',
  consumer: { name: 'Maria Lopez', phone: '+15125550199', email: null, zip: '78701' },
  serviceRequested: null,
  call: null,
  priceCents: 2500,
  billable: true,
  reason: null,
  customerStatus: 'NEW',
  jobValueCents: null,
  disputeStatus: null,
  calledBackAt: null,
  tagIds: [],
  followUp: false,
  message: null,
  notes: [],
  dispute: null,
  disputeDeadline: '2026-11-29T15:00:00.000Z',
  canDispute: true,
  transcript: null,
  rulesActed: [],
  ...overrides,
});

/** The account context as the app's provider gives it: the selected account from browser storage. */
function WithAccount({ role }: { role: Role }) {
  const accountId = useSelectedAccountId();
  return (
    <AccountContext
      value={{
        accountId,
        account: accountId ? ({ Time_Zone__c: 'CST' } as Account) : undefined,
        role: accountId ? role : null,
        roleKnown: true,
        isAdmin: false,
      }}
    >
      <SupplyEventScreen type="LEAD" />
    </AccountContext>
  );
}

const show = (path: string, role: Role = 'VIEWER') =>
  renderRoutes(
    [
      { path: '/lead/:supplyEventId', element: <WithAccount role={role} /> },
      { path: '/call/:supplyEventId', element: <p>The call page</p> },
    ],
    { path, session: { status: 'signedIn', user: { username: 'u', isAdmin: false } } as never },
  );

// jsdom has no FontFaceSet; the note and comment fields (autosizing textareas) listen to it.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
});
afterEach(() => vi.unstubAllGlobals());

describe('SupplyEventScreen', () => {
  // A week after the fixture's lead: its dispute window (to Nov 29, 9:00 AM CST) has ended.
  clockAt('2026-12-05T18:00:00Z');

  it('opened with no account selected, selects the lead’s account and shows the lead', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.includes('/account') && !url.includes('/accounts/')
        ? json(200, { accountId: ACCOUNT_ID })
        : json(200, event()),
    );
    vi.stubGlobal('fetch', fetch);
    show(`/lead/${EVENT_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Lead from Maria Lopez' })).toBeInTheDocument();
    expect(window.localStorage.getItem('selectedAccountId')).toBe(ACCOUNT_ID);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringContaining(`/ad-portal/advprtl/supply-events/${EVENT_ID}/account`),
      expect.stringContaining(`/accounts/${ACCOUNT_ID}/supply-events/${EVENT_ID}`),
    ]);
    // A viewer reads it but is offered nothing the server would refuse.
    expect(screen.getByText(/Changing the status or the job value needs the BILLING role/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispute this lead' })).not.toBeInTheDocument();
  });

  it('takes a booked job’s value in dollars and saves it as cents', async () => {
    window.localStorage.setItem('selectedAccountId', ACCOUNT_ID);
    const sent: unknown[] = [];
    stubFetch(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { jobValueCents: number };
        sent.push(body);
        return json(200, event({ customerStatus: 'BOOKED', jobValueCents: body.jobValueCents }));
      }
      return json(200, event({ customerStatus: 'BOOKED' }));
    });
    const user = userEvent.setup();
    show(`/lead/${EVENT_ID}`, 'BILLING');
    const field = await screen.findByRole('textbox', { name: 'Job value' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(field, '1250');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ jobValueCents: 125_000 }]));
    expect(await screen.findByText('Job value set to $1,250.00.')).toBeInTheDocument();
  });

  it('shows a viewer the job value without a field to change it', async () => {
    window.localStorage.setItem('selectedAccountId', ACCOUNT_ID);
    stubFetch(async () => json(200, event({ customerStatus: 'WON', jobValueCents: 98_050 })));
    show(`/lead/${EVENT_ID}`);
    expect(await screen.findByText('$980.50')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Job value' })).not.toBeInTheDocument();
  });

  it('shows not found when the user holds no role on the lead’s account', async () => {
    stubFetch(async () => json(404, { code: 'NOT_FOUND', message: 'There is no such lead or call.' }));
    show(`/lead/${EVENT_ID}`);
    expect(await screen.findByRole('heading', { name: 'This lead was not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Summary' })).toHaveAttribute('href', '/');
    expect(window.localStorage.getItem('selectedAccountId')).toBeNull();
  });

  it('sends a call opened at a lead path to the call page', async () => {
    window.localStorage.setItem('selectedAccountId', ACCOUNT_ID);
    stubFetch(async () =>
      json(
        200,
        event({
          type: 'CALL',
          call: {
            callerNumber: '+15125550199',
            trackingNumber: '+15125550150',
            durationSeconds: 61,
            outcome: 'ANSWERED',
            hasRecording: false,
          },
        }),
      ),
    );
    const { router } = show(`/lead/${EVENT_ID}`);
    expect(await screen.findByText('The call page')).toBeInTheDocument();
    // The router's own state may settle a moment after the new screen is drawn (its navigation ends after the
    // render): waited for, not read at once (the clean run of 7f311e1 read the old path once).
    await waitFor(() => expect(router.state.location.pathname).toBe(`/call/${EVENT_ID}`));
  });

  it('says why a lead past its window cannot be disputed, in the account’s zone', async () => {
    window.localStorage.setItem('selectedAccountId', ACCOUNT_ID);
    stubFetch(async () => json(200, event({ canDispute: false })));
    show(`/lead/${EVENT_ID}`, 'BILLING');
    const dispute = await screen.findByRole('region', { name: 'Dispute' });
    await waitFor(() => expect(within(dispute).getByText(/ended Nov 29 at 9:00 AM CST\./)).toBeInTheDocument());
    expect(within(dispute).queryByRole('button')).not.toBeInTheDocument();
  });
});
