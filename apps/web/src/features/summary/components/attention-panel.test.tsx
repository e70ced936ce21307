import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttentionItem } from '@portal/shared/attention';
import { renderRoutes } from '../../../test/render';
import { ACCOUNT_ID } from '../../../test/listing-budget-factories';
import { AttentionPanel } from './attention-panel';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

function renderPanel(answers: Response[]) {
  const fetch = vi.fn(async () => answers.shift() ?? json(500, { code: 'INTERNAL', message: 'No more answers' }));
  vi.stubGlobal('fetch', fetch);
  return renderRoutes(
    [
      { path: '/', element: <AttentionPanel accountId={ACCOUNT_ID} /> },
      { path: '/budgets/:budgetId', element: <p>The budget page</p> },
    ],
    { path: '/' },
  );
}

const ITEMS: AttentionItem[] = [
  {
    kind: 'BUDGET_REACHED',
    severity: 'CRITICAL',
    message: 'Drains has spent its $50.00 weekly budget: it buys no leads or calls until Mon, Nov 23.',
    href: '/budgets/b1',
    campaignId: 'c1',
  },
  {
    kind: 'DISPUTE_DECIDED',
    severity: 'INFO',
    message: 'Your dispute of the lead from Wade was approved on Mon, Nov 16: $25.00 credited.',
    href: 'https://elsewhere.example/lead/1',
  },
];

describe('the Needs attention panel', () => {
  it('lists each item with its severity in words and a link to where it is done', async () => {
    const user = userEvent.setup();
    const { router } = renderPanel([json(200, { items: ITEMS })]);
    const list = await screen.findByRole('list', { name: '2 things need your attention' });
    const [reached, decided] = within(list).getAllByRole('listitem');
    expect(reached).toHaveTextContent('Urgent: Drains has spent its $50.00 weekly budget');
    expect(decided).toHaveTextContent('For your information: Your dispute of the lead from Wade was approved');
    // An address that is not the portal's own is not followed.
    expect(within(decided!).queryByRole('link')).toBeNull();
    await user.click(within(reached!).getByRole('link', { name: 'Raise the cap' }));
    expect(router.state.location.pathname).toBe('/budgets/b1');
  });

  it('shows the three most severe first, and the rest on asking', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 5 }, (_, index) => ({ ...ITEMS[0]!, message: `Item ${index + 1}.` }));
    renderPanel([json(200, { items: many })]);
    const list = await screen.findByRole('list', { name: '5 things need your attention' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Show 2 more' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says in one line when nothing needs attention', async () => {
    renderPanel([json(200, { items: [] })]);
    expect(await screen.findByText('Nothing needs your attention right now.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Needs attention' })).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and loads it on Try Again', async () => {
    const user = userEvent.setup();
    // A refusal (not retried by itself, as a 5xx would be): the person asks again.
    renderPanel([json(429, { code: 'RATE_LIMITED', message: 'Too many requests.' }), json(200, { items: ITEMS })]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('What needs attention could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: '2 things need your attention' })).toBeInTheDocument();
  });
});
