import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@portal/shared/roles';
import { renderRoutes } from '../../../test/render';
import { AsRole, campaignListItemFactory, json, SESSION, stubApi } from '../test/campaign-fixtures';
import { Component as CampaignsRoute } from './campaigns-route';

afterEach(() => vi.unstubAllGlobals());

const listAnswer = (url: URL) =>
  url.pathname.endsWith('/campaigns')
    ? json(200, {
        items: url.searchParams.get('q') === 'nothing' ? [] : [campaignListItemFactory()],
        nextCursor: null,
      })
    : undefined;

const show = (role: Role, path = '/campaigns') =>
  renderRoutes(
    [
      {
        path: '/campaigns',
        element: (
          <AsRole role={role}>
            <CampaignsRoute />
          </AsRole>
        ),
      },
    ],
    { path, session: SESSION },
  );

describe('/campaigns', () => {
  it('lists the campaigns with their budget used, and sends the search to the server once typing stops', async () => {
    const fetch = stubApi(listAnswer);
    const user = userEvent.setup();
    show('OWNER');
    // jsdom has no wide screen: the rows are cards.
    const row = (await screen.findByRole('link', { name: 'Austin Emergency Plumbing' })).closest('li')!;
    expect(row).toHaveTextContent('$1,845.00 of $3,000.00 this month');
    expect(within(row).getByRole('progressbar')).toHaveAccessibleName(
      'Austin Emergency Plumbing: $1,845.00 of $3,000.00 this month',
    );
    expect(screen.getByRole('button', { name: 'New campaign' })).toBeEnabled();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing');
    expect(await screen.findByRole('heading', { name: 'No campaigns match' })).toBeInTheDocument();
    const searches = fetch.mock.calls.map(([input]) => new URL(input, 'http://portal.test').searchParams.get('q'));
    // One request for the page, one for the whole word: not one per key.
    expect(searches).toEqual([null, 'nothing']);
  });

  it('compares every campaign over the same chosen days, kept in the address', async () => {
    const fetch = stubApi(listAnswer);
    const user = userEvent.setup();
    const { router } = show('OWNER');
    const row = (await screen.findByRole('link', { name: 'Austin Emergency Plumbing' })).closest('li')!;
    expect(row).toHaveTextContent('Leads and calls91');
    expect(row).toHaveTextContent('Spend$2,840.00');
    expect(row).toHaveTextContent('Cost per lead$35.50');
    expect(row).toHaveTextContent('Return on spend5×');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Figures for' }), 'Last 7 days');
    await waitFor(() => expect(router.state.location.search).toBe('?days=7'));
    const daysAsked = () =>
      fetch.mock.calls.map(([input]) => new URL(input, 'http://portal.test').searchParams.get('days'));
    // The first page asked for the default (30) days; the choice asks the server again.
    await waitFor(() => expect(daysAsked()).toEqual([null, '7']));
  });

  it('says which role creating a campaign needs, instead of offering it to a viewer', async () => {
    stubApi(listAnswer);
    show('VIEWER');
    await screen.findByRole('link', { name: 'Austin Emergency Plumbing' });
    const button = screen.getByRole('button', { name: 'New campaign' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Creating campaigns needs the ADMIN role (you are VIEWER).');
  });

  it('shows a failure with a way to try again', async () => {
    let fail = true;
    stubApi((url) => (fail ? json(400, { code: 'VALIDATION_FAILED', message: 'q is too long' }) : listAnswer(url)));
    const user = userEvent.setup();
    show('OWNER');
    expect(await screen.findByRole('alert')).toHaveTextContent('q is too long');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Austin Emergency Plumbing' })).toBeInTheDocument());
  });
});
