import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { ACCOUNT_ID } from '../../../test/listing-budget-factories';
import {
  ADJUSTMENT_LINE_ID,
  CALLS_LINE_ID,
  INVOICE_ID,
  invoiceDetailFactory,
  invoiceFactory,
} from '../test/billing-fixtures';
import { InvoicesCard } from './invoices-card';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

function renderInvoices(listed = [invoiceFactory()]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith(`/invoices/${INVOICE_ID}`)) {
        // Two part payments of one day with one card: both are listed.
        const payment = { amountCents: 2_000, settledAt: '2026-07-03T15:00:00.000Z', method: 'Visa •••• 4242' };
        return json(
          200,
          invoiceDetailFactory({
            payments: [
              { id: 'a1', ...payment },
              { id: 'a2', ...payment },
            ],
          }),
        );
      }
      if (url.includes('/invoices?')) return json(200, { items: listed, nextCursor: null });
      return json(404, { code: 'NOT_FOUND' });
    }),
  );
  return renderRoutes(
    [
      {
        path: '/billing',
        element: <InvoicesCard accountId={ACCOUNT_ID} mayManage onPay={() => undefined} timeZone="CST" />,
      },
      { path: '/', element: <p>The summary</p> },
    ],
    { path: '/billing' },
  );
}

describe('an invoice’s details', () => {
  it('lists the lines, each line of leads or calls linking to the activity filtered to it', async () => {
    const user = userEvent.setup();
    const { router } = renderInvoices();
    await user.click(await screen.findByRole('button', { name: 'Details of invoice INV-2026-06-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-2026-06-0001' });
    const lines = await within(dialog).findByRole('list', { name: 'Invoice lines' });
    // The rows are drawn just after the list (deferred work, ResponsiveTable).
    const [calls, adjustment] = await within(lines).findAllByRole('listitem');
    expect(calls).toHaveTextContent('Plumbing Austin — Calls');
    expect(calls).toHaveTextContent('Quantity2');
    expect(calls).toHaveTextContent('$95.00');
    expect(adjustment).toHaveTextContent('Goodwill credit');
    expect(adjustment).toHaveTextContent('−$10.00');
    // An adjustment is a note, with no lead or call behind it.
    expect(within(adjustment!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Invoice totals')).toHaveTextContent('Amount due$85.00 by Jul 16, 2026');
    expect(within(dialog).getByLabelText('Payments')).toHaveTextContent(
      'Jul 3, 2026 · Visa •••• 4242$20.00Jul 3, 2026 · Visa •••• 4242$20.00',
    );

    const link = within(calls!).getByRole('link', { name: 'View leads and calls on Plumbing Austin — Calls' });
    expect(link).toHaveAttribute(
      'href',
      `/?from=2026-06-01&to=2026-06-30&invoice=${INVOICE_ID}&invoiceLine=${CALLS_LINE_ID}`,
    );
    expect(link.getAttribute('href')).not.toContain(ADJUSTMENT_LINE_ID);
    await user.click(link);
    expect(await screen.findByText('The summary')).toBeInTheDocument();
    expect(router.state.location.search).toContain(`invoiceLine=${CALLS_LINE_ID}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks an overdue invoice Overdue, still payable', async () => {
    renderInvoices([invoiceFactory({ status: 'OVERDUE' })]);
    // A phone's list in jsdom (ResponsiveTable), drawn just after the list itself.
    const list = await screen.findByRole('list', { name: 'Invoices' });
    const [invoice] = await within(list).findAllByRole('listitem');
    expect(invoice).toHaveTextContent('Overdue');
    expect(invoice).toHaveTextContent('$85.00 by Jul 16, 2026');
    expect(within(invoice!).getByRole('button', { name: 'Pay invoice INV-2026-06-0001' })).toBeInTheDocument();
  });
});
