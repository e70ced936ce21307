import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@portal/shared/roles';
import { PermissionGate } from '../../../components/permission-gate';
import { renderRoutes } from '../../../test/render';
import { WithAccount } from '../../../test/with-account';
import { VISA_ID, bankAccount, billingFactory, paymentFactory, visa } from '../test/billing-fixtures';
import { Component as BillingRoute } from './billing-route';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (url: string, init: RequestInit) => Response | undefined;

afterEach(() => vi.unstubAllGlobals());

/** Answers the screen's reads (billing, methods, an empty ledger), and lets a test answer its writes. */
function renderBilling(
  role: Role | 'staff',
  { billing = billingFactory(), write }: { billing?: ReturnType<typeof billingFactory>; write?: Handler } = {},
) {
  const spy = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') return write?.(url, init) ?? json(500, { code: 'INTERNAL' });
    if (url.includes('/ledger')) return json(200, { items: [], nextCursor: null });
    if (url.endsWith('/payment-methods')) return json(200, { items: [visa(), bankAccount()] });
    if (url.includes('gtv/billing-account/accounts/')) return json(200, billing);
    return json(404, { code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', spy);
  renderRoutes(
    [
      {
        path: '/billing',
        element: (
          <WithAccount role={role}>
            <PermissionGate permission="billing.read" title="Billing">
              <BillingRoute />
            </PermissionGate>
          </WithAccount>
        ),
      },
    ],
    {
      path: '/billing',
      session: {
        status: 'signedIn',
        user: { username: 'bianca', name: 'Bianca', email: 'bianca@example.test', isAdmin: false },
      },
    },
  );
  return spy;
}

const writes = (spy: ReturnType<typeof renderBilling>) =>
  spy.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => ({
      url,
      method: init!.method,
      key: (init!.headers as Record<string, string>)['idempotency-key'],
      body: JSON.parse(init!.body as string) as Record<string, unknown>,
    }));

async function openTopUp(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Top up' }));
  return screen.findByRole('dialog', { name: 'Top up' });
}

describe('/billing', () => {
  it('shows the prepaid balance, the methods with the default first, and the settings; no autopay, which pays invoices', async () => {
    renderBilling('BILLING');
    expect(await screen.findByText('$120.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Top up' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Autopay/ })).not.toBeInTheDocument();
    const methods = await screen.findByRole('list', { name: 'Saved payment methods' });
    const [first, second] = within(methods).getAllByRole('listitem');
    expect(first).toHaveTextContent('Visa •••• 4242Default');
    expect(second).toHaveTextContent('Bank account •••• 6789');
    expect(within(second!).getByRole('button', { name: 'Make default: Bank account •••• 6789' })).toBeInTheDocument();
    // The settings form loads after the rest of the screen (it is below the fold).
    expect(await screen.findByRole('textbox', { name: 'Billing email' })).toHaveValue('billing@example.test');
    expect(
      screen.getByText('Only the provider’s staff can switch between prepaid and post-paid billing.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No money has moved on this account yet.')).toBeInTheDocument();
  });

  it('offers Pay now to a post-paid account that owes, and nothing to pay when it owes nothing', async () => {
    renderBilling('OWNER', {
      billing: billingFactory({
        mode: 'POSTPAID',
        balanceCents: -4_550,
        amountDueCents: 4_550,
        openInvoicesCents: 3_000,
        uninvoicedCents: 1_550,
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Amount due' })).toBeInTheDocument();
    expect(screen.getByText('$45.50')).toBeInTheDocument();
    // The amount due reconciles with the invoices below it.
    expect(
      screen.getByText('$30.00 on open invoices + $15.50 for leads and calls since the last invoice.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Top up' })).not.toBeInTheDocument();
  });

  it('says at the top when invoices are overdue, and the payment says how much of what is owed is', async () => {
    const user = userEvent.setup();
    renderBilling('BILLING', {
      billing: billingFactory({
        mode: 'POSTPAID',
        balanceCents: -4_550,
        amountDueCents: 4_550,
        openInvoicesCents: 4_550,
        uninvoicedCents: 0,
        overdue: { count: 2, amountDueCents: 4_550 },
      }),
    });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('2 invoices are overdue: $45.50');
    await user.click(within(banner).getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The account owes $45.50, of which $45.50 is overdue.')).toBeInTheDocument();
  });

  it('tells a VIEWER which role billing needs, and calls nothing', async () => {
    const spy = renderBilling('VIEWER');
    expect(await screen.findByText('This needs the BILLING role')).toBeInTheDocument();
    expect(screen.getByText(/You are VIEWER on this account/)).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('checks the top-up limits before sending anything', async () => {
    const user = userEvent.setup();
    const spy = renderBilling('BILLING');
    const dialog = await openTopUp(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));
    expect(await within(dialog).findByText('A top-up is from $25.00 to $10,000.00')).toBeInTheDocument();
    expect(writes(spy)).toEqual([]);
  });

  it('retries an unanswered top-up with the same Idempotency-Key, then shows the receipt', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const spy = renderBilling('BILLING', {
      write: () =>
        ++calls === 1
          ? json(503, { code: 'SERVICE_UNAVAILABLE', message: 'The payment provider did not answer in time.' })
          : json(201, paymentFactory({ balanceCents: 17_000 })),
    });
    const dialog = await openTopUp(user);
    expect(within(dialog).getByRole('combobox', { name: 'Pay with' })).toHaveValue('Visa •••• 4242 (default)');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));
    expect(await within(dialog).findByText(/you will not be charged twice/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));

    expect(await within(dialog).findByText('Payment received')).toBeInTheDocument();
    const receipt = within(dialog).getByLabelText('Receipt');
    expect(receipt).toHaveTextContent('Amount$50.00');
    expect(receipt).toHaveTextContent('Paid withVisa •••• 4242');
    expect(receipt).toHaveTextContent('New balance$170.00');
    expect(receipt).toHaveTextContent('Reference7d2c9e3a-4b6f-4e1c-9a5d-3f4e5d6c7b82');
    expect(dialog).toHaveTextContent('A receipt was emailed to billing@example.test.');
    const [first, retry] = writes(spy);
    expect(first!.url).toMatch(/\/gtv\/adhoc-recharge\/accounts\/[^/]+$/);
    expect(first!.body).toEqual({ amountCents: 5_000, paymentMethodId: VISA_ID });
    expect(first!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry!.key).toBe(first!.key);
  });

  it('shows a declined card’s message, and the next try is a new attempt', async () => {
    const user = userEvent.setup();
    const spy = renderBilling('BILLING', {
      write: () => json(422, { code: 'BUSINESS_RULE', message: 'The payment was declined: Your card was declined.' }),
    });
    const dialog = await openTopUp(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));
    expect(await within(dialog).findByText('The payment was declined: Your card was declined.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(writes(spy)).toHaveLength(2));
    const [first, second] = writes(spy);
    expect(second!.key).not.toBe(first!.key);
  });

  it('switches autopay off with one confirmation, sending the saved settings with the version read', async () => {
    const user = userEvent.setup();
    // Autopay is a post-paid account's: it pays invoices as they fall due.
    const spy = renderBilling('BILLING', {
      billing: billingFactory({
        mode: 'POSTPAID',
        balanceCents: -4_550,
        amountDueCents: 4_550,
        uninvoicedCents: 4_550,
      }),
      write: () => json(200, billingFactory({ mode: 'POSTPAID', autopayEnabled: false, version: 5 })),
    });
    await user.click(await screen.findByRole('switch', { name: /Autopay/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn autopay off?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn autopay off' }));
    expect(await screen.findByText('Autopay is off.')).toBeInTheDocument();
    expect(writes(spy)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: {
          version: 4,
          mode: 'POSTPAID',
          autopayEnabled: false,
          autoRecharge: null,
          billingSameAsRegistered: true,
          billingAddress: null,
          billingEmail: 'billing@example.test',
        },
      }),
    ]);
  });

  it('shows the server’s reason when a method may not be removed', async () => {
    const user = userEvent.setup();
    renderBilling('BILLING', {
      write: () =>
        json(422, {
          code: 'BUSINESS_RULE',
          message:
            'This is the only payment method and autopay or auto-recharge charges it. Add another method, or turn them off first.',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Visa •••• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove payment method?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This is the only payment method and autopay or auto-recharge charges it.',
    );
  });

  it('asks for a billing address when the registered one is not used, before sending', async () => {
    const user = userEvent.setup();
    const spy = renderBilling('BILLING');
    await user.click(await screen.findByRole('checkbox', { name: 'The billing address is the registered address' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter the street address')).toBeInTheDocument();
    expect(writes(spy)).toEqual([]);
  });
});
