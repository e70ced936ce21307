import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceDetail } from '@portal/shared/billing';
import type { SupplyEventSummary } from '@portal/shared/leads';
import type { Role } from '@portal/shared/roles';
import { renderRoutes } from '../../../test/render';
import { ACCOUNT_ID } from '../../../test/listing-budget-factories';
import { WithAccount } from '../../../test/with-account';
import { ActivityTable } from './activity-table';

const INVOICE_ID = '0190f3a2-7b1c-7d2e-8f3a-4b5c6d7e8f90';
const LINE_ID = '0190f3a2-7b1c-7d2e-8f3a-4b5c6d7e8f91';
const LINE_URL = `/?from=2026-07-01&to=2026-07-30&invoice=${INVOICE_ID}&invoiceLine=${LINE_ID}`;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const call: SupplyEventSummary = {
  id: '6f1c7c1e-1111-4111-8111-111111111111',
  externalId: 'provider-lead-1',
  accountId: ACCOUNT_ID,
  campaignId: '00000000-0000-4000-8000-00000000c001',
  campaignName: 'Plumbing Austin',
  listingId: null,
  listingName: null,
  type: 'CALL',
  occurredAt: '2026-06-12T15:00:00.000Z',
  consumer: { name: 'Derek Chen', phone: '+15125550150', email: null, zip: '78701' },
  serviceRequested: null,
  call: null,
  priceCents: 4_500,
  billable: true,
  reason: null,
  customerStatus: 'NEW',
  jobValueCents: null,
  disputeStatus: null,
  calledBackAt: null,
  tagIds: [],
  followUp: false,
};

const invoice = {
  id: INVOICE_ID,
  number: 'INV-2026-06-0001',
  lines: [{ id: LINE_ID, kind: 'CALLS', description: 'Plumbing Austin — Calls', quantity: 1, amountCents: 4_500 }],
} as Partial<InvoiceDetail>;

afterEach(() => vi.unstubAllGlobals());

/** The table as the summary shows it (the range from the URL), answering its reads; returns what it asked. */
function renderActivity(path: string, role: Role, items: SupplyEventSummary[] = [call]) {
  const spy = vi.fn(async (url: string) => {
    if (url.includes('/supply-events')) return json(200, { items, nextCursor: null });
    if (url.includes('/campaigns')) return json(200, { items: [], nextCursor: null });
    if (url.endsWith(`/invoices/${INVOICE_ID}`)) return json(200, invoice);
    return json(404, { code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', spy);
  const { router } = renderRoutes(
    [
      {
        path: '/',
        element: (
          <WithAccount role={role}>
            <ActivityTable from="2026-07-01" to="2026-07-30" />
          </WithAccount>
        ),
      },
    ],
    { path },
  );
  const asked = (part: string) =>
    spy.mock.calls
      .map(([url]) => new URL(url, 'http://portal.test'))
      .filter((url) => url.pathname.includes(part))
      .map((url) => Object.fromEntries(url.searchParams));
  return { router, asked };
}

describe('the activity table filtered to an invoice line', () => {
  it('asks for the line’s events whatever their days, and names the line', async () => {
    const { asked } = renderActivity(LINE_URL, 'BILLING');
    const notice = await screen.findByRole('status', { name: 'Invoice line filter' });
    expect(await within(notice).findByText(/invoice INV-2026-06-0001, line/)).toBeInTheDocument();
    expect(notice).toHaveTextContent(
      'Showing only the leads and calls on invoice INV-2026-06-0001, line Plumbing Austin — Calls, whatever day they happened.',
    );
    expect(await screen.findByRole('link', { name: 'Derek Chen' })).toBeInTheDocument();
    // A late event lands on the next month's invoice: the range would hide it, so it is not sent.
    expect(asked('/supply-events')).toEqual([{ invoiceLineId: LINE_ID, limit: '25' }]);
  });

  it('says "one invoice line" to someone who may not read billing, and asks nothing of billing', async () => {
    const { asked } = renderActivity(LINE_URL, 'VIEWER');
    const notice = await screen.findByRole('status', { name: 'Invoice line filter' });
    expect(notice).toHaveTextContent('Showing only the leads and calls on one invoice line');
    expect(await screen.findByRole('link', { name: 'Derek Chen' })).toBeInTheDocument();
    expect(asked('/invoices')).toEqual([]);
  });

  it('takes the line off, and with it the invoice, and shows the range again', async () => {
    const user = userEvent.setup();
    const { router, asked } = renderActivity(LINE_URL, 'BILLING');
    await user.click(await screen.findByRole('button', { name: 'Show all leads and calls' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-07-01&to=2026-07-30'));
    expect(screen.queryByRole('status', { name: 'Invoice line filter' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(asked('/supply-events')).toContainEqual({ from: '2026-07-01', to: '2026-07-30', limit: '25' }),
    );
  });
});

describe('the activity table’s rows', () => {
  it('show a booked or won job’s value beside its status, and leave it out where nobody said', async () => {
    renderActivity('/', 'OWNER', [
      { ...call, customerStatus: 'WON', jobValueCents: 98_050 },
      { ...call, id: '6f1c7c1e-2222-4222-8222-222222222222' },
    ]);
    const list = await screen.findByRole('list', { name: 'Leads and calls' });
    const [won, fresh] = await within(list).findAllByRole('listitem');
    expect(won).toHaveTextContent('Job value$980.50');
    expect(fresh).not.toHaveTextContent('Job value');
  });
});
