import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { LedgerEntry } from '@portal/shared/billing';
import { renderRoutes } from '../../../test/render';
import { ACCOUNT_ID } from '../../../test/listing-budget-factories';
import { ledgerEntryFactory } from '../test/billing-fixtures';
import { TransactionsCard } from './transactions-card';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

const CALL_ID = '0b7e8f6a-1c2d-4e3f-8a9b-0c1d2e3f4a5b';

/** Renders the card at a URL, answering every ledger read with `items`; returns the ledger queries sent. */
function renderTransactions(path: string, items: LedgerEntry[], { prepaid = false } = {}) {
  const spy = vi.fn(async (url: string) => {
    if (url.includes('/ledger')) return json(200, { items, nextCursor: null });
    if (url.endsWith('.pdf'))
      return new Response('%PDF-1.3', { status: 200, headers: { 'content-type': 'application/pdf' } });
    return json(404, { code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', spy);
  const { router } = renderRoutes(
    [{ path: '/billing', element: <TransactionsCard accountId={ACCOUNT_ID} timeZone="CST" prepaid={prepaid} /> }],
    { path },
  );
  const sent = () =>
    spy.mock.calls.map(([url]) => {
      const query = new URL(url, 'http://portal.test').searchParams;
      query.delete('limit');
      return query.toString();
    });
  return { router, sent };
}

describe('the transactions', () => {
  it('reads the filters from the URL and asks the server for exactly those', async () => {
    const { sent } = renderTransactions('/billing?type=CHARGE&from=2026-07-01&to=2026-07-31', [ledgerEntryFactory()]);
    expect(await screen.findByRole('list', { name: 'Transactions' })).toBeInTheDocument();
    expect(sent()).toEqual(['kind=CHARGE&from=2026-07-01&to=2026-07-31']);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('Charge');
    expect(screen.getByRole('button', { name: 'From' })).toHaveTextContent('2026-07-01');
    expect(screen.getByRole('button', { name: 'To' })).toHaveTextContent('2026-07-31');
  });

  it('keeps a changed filter in the URL, beside the others, without a new history entry', async () => {
    const user = userEvent.setup();
    const { router, sent } = renderTransactions('/billing?from=2026-07-01', [ledgerEntryFactory()]);
    await screen.findByRole('list', { name: 'Transactions' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Payment');
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-07-01&type=PAYMENT'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(sent()).toContain('kind=PAYMENT&from=2026-07-01'));
  });

  it('clears the filters from the URL when none match', async () => {
    const user = userEvent.setup();
    const { router } = renderTransactions('/billing?type=REFUND&keep=1', []);
    expect(await screen.findByText('No transactions match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keep=1'));
  });

  it('links a charge or a credit to its lead or call; a payment has no page to link to', async () => {
    renderTransactions('/billing', [
      ledgerEntryFactory({
        supplyEventId: CALL_ID,
        eventType: 'CALL',
        description: 'Call from Derek Chen · Plumbing Austin',
      }),
      ledgerEntryFactory({
        id: 'b6f1a0c2-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
        kind: 'PAYMENT',
        amountCents: -5_000,
        description: 'Invoice payment · Visa •••• 4242',
        campaignId: null,
        supplyEventId: null,
        paymentId: '7d2c9e3a-4b6f-4e1c-9a5d-3f4e5d6c7b82',
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Transactions' });
    // The rows are drawn just after the list (deferred work, ResponsiveTable).
    const [charge, payment] = await within(list).findAllByRole('listitem');
    expect(within(charge!).getByRole('link', { name: 'Call from Derek Chen · Plumbing Austin' })).toHaveAttribute(
      'href',
      `/call/${CALL_ID}`,
    );
    expect(payment).toHaveTextContent('Invoice payment · Visa •••• 4242');
    expect(within(payment!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads as a bank statement: money in and out in their own columns, and the balance after each line', async () => {
    renderTransactions('/billing', [
      ledgerEntryFactory({ amountCents: 2_500, balanceAfterCents: -1_500 }),
      ledgerEntryFactory({
        id: 'c7a2b1d3-4e5f-4a6b-9c7d-8e9f0a1b2c3d',
        kind: 'RECHARGE',
        amountCents: -5_000,
        balanceAfterCents: 1_000,
        description: 'Top-up · Visa •••• 4242',
        supplyEventId: null,
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const [charge, topUp] = await within(list).findAllByRole('listitem');
    // On a phone's card, a column with nothing in it is left out rather than shown empty.
    expect(charge).toHaveTextContent('Money out$25.00');
    expect(charge).not.toHaveTextContent('Money in');
    expect(charge).toHaveTextContent('Balance−$15.00');
    expect(topUp).toHaveTextContent('Money in$50.00');
    expect(topUp).not.toHaveTextContent('Money out');
    expect(topUp).toHaveTextContent('Balance$10.00');
  });

  it('offers the receipt of a top-up beside its line, and a prepaid account its monthly statements', async () => {
    const user = userEvent.setup();
    // jsdom has no object URLs: the download is handed over through these.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:document'), revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const paymentId = '7d2c9e3a-4b6f-4e1c-9a5d-3f4e5d6c7b82';
    renderTransactions(
      '/billing',
      [
        ledgerEntryFactory(),
        ledgerEntryFactory({
          id: 'c7a2b1d3-4e5f-4a6b-9c7d-8e9f0a1b2c3d',
          kind: 'RECHARGE',
          amountCents: -5_000,
          description: 'Top-up · Visa •••• 4242',
          supplyEventId: null,
          paymentId,
        }),
      ],
      { prepaid: true },
    );
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const [charge, topUp] = await within(list).findAllByRole('listitem');
    // A charge has no receipt; a top-up has one.
    expect(within(charge!).queryByRole('button', { name: /receipt/ })).not.toBeInTheDocument();
    await user.click(
      within(topUp!).getByRole('button', { name: 'Download the receipt of Top-up · Visa •••• 4242 as PDF' }),
    );
    const fetched = () => (vi.mocked(fetch).mock.calls as unknown as [string][]).map(([url]) => url);
    await waitFor(() =>
      expect(fetched()).toContainEqual(expect.stringContaining(`/payments/${paymentId}/receipt.pdf`)),
    );

    const month = screen.getByRole('combobox', { name: 'Monthly statement' });
    const options = within(month).getAllByRole('option');
    expect(options).toHaveLength(12);
    await user.selectOptions(month, options[1]!);
    await user.click(screen.getByRole('button', { name: /^Download the statement of .* as PDF$/ }));
    await waitFor(() =>
      expect(fetched()).toContainEqual(
        expect.stringContaining(`/statements/${(options[1] as HTMLOptionElement).value}.pdf`),
      ),
    );
  });

  it('offers no statements to a post-paid account (its invoices are its monthly documents)', async () => {
    renderTransactions('/billing', [ledgerEntryFactory()]);
    await screen.findByRole('list', { name: 'Transactions' });
    expect(screen.queryByRole('combobox', { name: 'Monthly statement' })).not.toBeInTheDocument();
  });
});
