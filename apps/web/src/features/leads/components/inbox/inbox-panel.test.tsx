import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@portal/shared/roles';
import type { Inbox, SupplyEventSummary } from '@portal/shared/leads';
import { renderRoutes } from '../../../../test/render';
import { ACCOUNT_ID } from '../../../../test/listing-budget-factories';
import { WithAccount } from '../../../../test/with-account';
import { InboxPanel } from './inbox-panel';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const lead: SupplyEventSummary = {
  id: '6f1c7c1e-1111-4111-8111-111111111111',
  externalId: 'provider-lead-1',
  accountId: ACCOUNT_ID,
  campaignId: '00000000-0000-4000-8000-00000000c001',
  campaignName: 'Emergency Plumbing',
  listingId: null,
  listingName: null,
  type: 'LEAD',
  occurredAt: minutesAgo(12),
  consumer: { name: 'Dana Doe', phone: '+15125550150', email: null, zip: '78701' },
  serviceRequested: 'Water heater repair',
  call: null,
  priceCents: 2_500,
  billable: true,
  reason: null,
  customerStatus: 'NEW',
  jobValueCents: null,
  disputeStatus: null,
  calledBackAt: null,
  tagIds: [],
  followUp: false,
};
const missed: SupplyEventSummary = {
  ...lead,
  id: '6f1c7c1e-2222-4222-8222-222222222222',
  type: 'CALL',
  occurredAt: minutesAgo(150),
  consumer: { ...lead.consumer, name: 'Mo Missed', phone: '+15125550199' },
  serviceRequested: null,
  call: {
    callerNumber: '+15125550199',
    trackingNumber: '+15125550100',
    durationSeconds: 0,
    outcome: 'MISSED',
    hasRecording: false,
  },
  priceCents: 0,
  billable: false,
  reason: 'CALL_NOT_ANSWERED',
};

function renderInbox(role: Role, answers: Response[]) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      answers.shift() ?? json(500, { code: 'INTERNAL', message: 'No more answers' }),
  );
  vi.stubGlobal('fetch', fetch);
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <WithAccount role={role}>
            <InboxPanel accountId={ACCOUNT_ID} timeZone="CST" />
          </WithAccount>
        ),
      },
    ],
    { path: '/' },
  );
  return fetch;
}

const inbox = (items: SupplyEventSummary[], count = items.length): Inbox => ({ count, items });

describe('the call-back inbox', () => {
  it('shows each waiting lead and missed call on two lines, with Call and Text on the phone’s own apps', async () => {
    renderInbox('BILLING', [json(200, inbox([lead, missed]))]);
    const list = await screen.findByRole('list', { name: '2 waiting for a call back' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Dana Doe$25.00Water heater repair · ZIP 78701 · 12 min ago');
    expect(second).toHaveTextContent('Mo MissedNot billedMissed call · Emergency Plumbing · ZIP 78701 · 2 h ago');
    expect(within(first!).getByRole('link', { name: 'Call Dana Doe' })).toHaveAttribute('href', 'tel:+15125550150');
    expect(within(first!).getByRole('link', { name: 'Text Dana Doe' })).toHaveAttribute('href', 'sms:+15125550150');
    expect(within(first!).getByRole('link', { name: 'Dana Doe' })).toHaveAttribute('href', `/lead/${lead.id}`);
    expect(within(first!).getByRole('button', { name: 'Mark Dana Doe contacted' })).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Mark Mo Missed called back' })).toBeInTheDocument();
    expect(screen.getByLabelText('2 waiting')).toHaveTextContent('2');
  });

  it('takes a lead out at once when it is marked contacted, and asks the server again', async () => {
    const user = userEvent.setup();
    const fetch = renderInbox('BILLING', [
      json(200, inbox([lead, missed])),
      json(200, {
        ...lead,
        customerStatus: 'CONTACTED',
        message: null,
        notes: [],
        dispute: null,
        disputeDeadline: lead.occurredAt,
        canDispute: false,
      }),
      json(200, inbox([missed])),
    ]);
    const list = await screen.findByRole('list', { name: '2 waiting for a call back' });
    await user.click(within(list).getByRole('button', { name: 'Mark Dana Doe contacted' }));
    expect(await screen.findByRole('list', { name: '1 waiting for a call back' })).not.toHaveTextContent('Dana Doe');
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'CONTACTED' });
  });

  it('lets a viewer call and text but not mark, and says why', async () => {
    renderInbox('VIEWER', [json(200, inbox([lead]))]);
    const list = await screen.findByRole('list', { name: '1 waiting for a call back' });
    expect(within(list).getByRole('link', { name: 'Call Dana Doe' })).toBeInTheDocument();
    expect(within(list).queryByRole('button')).toBeNull();
    expect(
      screen.getByText(/Read only: marking them contacted or called back needs the BILLING role/),
    ).toBeInTheDocument();
  });

  it('says when no one is waiting', async () => {
    renderInbox('OWNER', [json(200, inbox([]))]);
    expect(await screen.findByText(/No one is waiting/)).toBeInTheDocument();
  });

  it('shows the newest five, the rest on asking, and says how many more wait than are listed', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 7 }, (_, index) => ({
      ...lead,
      id: `6f1c7c1e-1111-4111-8111-11111111111${index}`,
      consumer: { ...lead.consumer, name: `Person ${index + 1}` },
    }));
    renderInbox('OWNER', [json(200, inbox(many, 73))]);
    const list = await screen.findByRole('list', { name: '73 waiting for a call back' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show 2 more' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByText(/The newest 7 of 73 are shown/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All new leads and calls' })).toHaveAttribute('href', '/?status=NEW');
  });

  it('says what went wrong when the inbox cannot be loaded', async () => {
    renderInbox('OWNER', [json(503, { code: 'SERVICE_UNAVAILABLE', message: 'The database is not answering.' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The leads waiting for a call back could not be loaded');
  });
});
