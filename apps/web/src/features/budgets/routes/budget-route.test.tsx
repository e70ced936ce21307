import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@portal/shared/roles';
import { budgetFactory } from '../../../test/listing-budget-factories';
import { clockAt } from '../../../test/clock';
import { renderRoutes } from '../../../test/render';
import { WithAccount } from '../../../test/with-account';
import { Component as BudgetRoute } from './budget-route';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());
// In July 2026, the budget's period (Chicago's July).
clockAt('2026-07-20T17:00:00Z');

function renderBudget(role: Role | 'staff', fetch: (url: string, init?: RequestInit) => Promise<Response>) {
  const spy = vi.fn(fetch);
  vi.stubGlobal('fetch', spy);
  renderRoutes(
    [
      {
        path: '/budgets/:budgetId',
        element: (
          <WithAccount role={role}>
            <BudgetRoute />
          </WithAccount>
        ),
      },
    ],
    { path: `/budgets/${budgetFactory().id}` },
  );
  return spy;
}

const patchBody = (spy: ReturnType<typeof vi.fn>) =>
  JSON.parse(spy.mock.calls.find(([, init]) => init?.method === 'PATCH')![1].body as string) as unknown;

describe('/budgets/{budgetId}', () => {
  it('shows the cap, the spend as a bar with what remains, the period in the account’s zone and past periods', async () => {
    renderBudget('OWNER', async () => json(200, budgetFactory()));

    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(screen.getByRole('heading', { name: 'Budget', level: 1 })).toBeInTheDocument();
    expect(within(breadcrumb).getByRole('link', { name: 'Austin Emergency Plumbing' })).toHaveAttribute(
      'href',
      '/campaigns/11111111-1111-4111-8111-111111111111',
    );
    expect(screen.getByText('$3,765.44')).toBeInTheDocument();
    expect(screen.getByText('spent of the $5,000.00 monthly cap')).toBeInTheDocument();
    expect(screen.getByText('Jul 1 – Jul 31, 2026')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Spend this period: 24% of the cap' })).toBeInTheDocument();
    // jsdom matches no media query, so the history is drawn as on a phone: one card per period.
    // (The rows are drawn just after the list: deferred work, ResponsiveTable.)
    const [june] = await within(screen.getByRole('list', { name: 'Past periods' })).findAllByRole('listitem');
    expect(june).toHaveTextContent('Jun 1 – Jun 30, 2026');
    expect(june).toHaveTextContent('$5,000.00');
    expect(june).toHaveTextContent('100%');
    expect(screen.queryByText('Cap reached')).not.toBeInTheDocument();
  });

  it('says buying stops until the period ends when the cap is reached', async () => {
    renderBudget('VIEWER', async () =>
      json(200, budgetFactory({ spentCents: 500_000, remainingCents: 0, capReached: true })),
    );
    expect(await screen.findByText('Cap reached')).toBeInTheDocument();
    expect(screen.getByText(/Buying stops until Aug 1 at 12:00 AM CDT/)).toBeInTheDocument();
  });

  it('is read-only for a viewer, and says which role may change it', async () => {
    renderBudget('VIEWER', async () => json(200, budgetFactory()));
    expect(await screen.findByText(/changing the budget needs the ADMIN role \(you are VIEWER\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit budget' })).not.toBeInTheDocument();
  });

  it('offers no edit on an ended campaign’s budget, and says why', async () => {
    renderBudget('OWNER', async () => json(200, budgetFactory({ campaignStatus: 'ENDED' })));
    expect(
      await screen.findByText('The campaign has ended, so its budget can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit budget' })).not.toBeInTheDocument();
  });

  it('saves a cap typed in dollars as integer cents, with the version it loaded', async () => {
    const saved = budgetFactory({ capCents: 125_050, version: 4 });
    const spy = renderBudget('ADMIN', async (_url, init) =>
      json(200, init?.method === 'PATCH' ? saved : budgetFactory()),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit budget' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit budget' });
    await user.click(within(dialog).getByRole('radio', { name: 'Weekly (Monday to Sunday)' }));
    const cap = within(dialog).getByRole('textbox', { name: /Cap per period/ });
    await user.clear(cap);
    await user.type(cap, '1250.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patchBody(spy)).toEqual({ period: 'WEEKLY', capCents: 125_050, version: 3 });
    expect(await screen.findByText('The budget was saved.')).toBeInTheDocument();
    expect(screen.getByText('spent of the $1,250.50 monthly cap')).toBeInTheDocument();
  });

  it('warns before saving a cap below this period’s spend, and refuses a cap over the limit without sending', async () => {
    const spy = renderBudget('OWNER', async () => json(200, budgetFactory()));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit budget' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit budget' });
    const cap = within(dialog).getByRole('textbox', { name: /Cap per period/ });
    await user.clear(cap);
    await user.type(cap, '1000');
    expect(
      within(dialog).getByText(/With this cap the campaign stops buying until Aug 1 at 12:00 AM CDT/),
    ).toBeVisible();

    await user.clear(cap);
    await user.type(cap, '2000000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(cap).toHaveAccessibleDescription(/The cap cannot be above \$1,000,000.00/));
    expect(spy.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('shows a 409’s message and reloads the budget on request', async () => {
    let version = 3;
    const spy = renderBudget('OWNER', async (_url, init) => {
      if (init?.method === 'PATCH') {
        version = 4;
        return json(409, { code: 'CONFLICT', message: 'Someone else changed this budget. Reload it and try again.' });
      }
      return json(200, budgetFactory({ version, capCents: version === 4 ? 600_000 : 500_000 }));
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit budget' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit budget' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Someone else changed this budget. Reload it and try again.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Cap per period/ })).toHaveValue('$6,000.00'),
    );
    expect(within(dialog).queryByText(/Someone else changed this budget/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(spy.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(2));
    expect(
      JSON.parse(spy.mock.calls.filter(([, init]) => init?.method === 'PATCH')[1]![1]!.body as string),
    ).toMatchObject({ version: 4 });
  });

  it('says there is no such budget on a 404, with the way back to the campaigns', async () => {
    renderBudget('OWNER', async () => json(404, { code: 'NOT_FOUND', message: 'There is no such budget.' }));
    expect(await screen.findByText('There is no such budget')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to campaigns' })).toHaveAttribute('href', '/campaigns');
  });
});
