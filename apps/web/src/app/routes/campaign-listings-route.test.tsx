import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@portal/shared/roles';
import { CAMPAIGN_ID, listingFactory } from '../../test/listing-budget-factories';
import { renderRoutes } from '../../test/render';
import { WithAccount } from '../../test/with-account';
import { Component as CampaignListingsRoute } from './campaign-listings-route';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const CAMPAIGN = {
  id: CAMPAIGN_ID,
  accountId: 'a',
  name: 'Austin Emergency Plumbing',
  status: 'ACTIVE',
  category: 'Plumbing',
};

afterEach(() => vi.unstubAllGlobals());

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

function renderListings(role: Role | 'staff', listings: unknown[], onPost?: Fetch) {
  const fetch = vi.fn<Fetch>(async (url, init) => {
    if (init?.method === 'POST' && onPost) return onPost(url, init);
    if (url.endsWith('/listings')) return json(200, { items: listings });
    return json(200, CAMPAIGN);
  });
  vi.stubGlobal('fetch', fetch);
  const screenWithAccount = (
    <WithAccount role={role}>
      <CampaignListingsRoute />
    </WithAccount>
  );
  const result = renderRoutes(
    [
      { path: '/campaigns/:campaignId/listings', element: screenWithAccount },
      { path: '/campaigns/:campaignId/listings/:listingId', element: <p>listing screen</p> },
    ],
    { path: `/campaigns/${CAMPAIGN_ID}/listings` },
  );
  return { fetch, ...result };
}

describe('/campaigns/{campaignId}/listings', () => {
  it('lists the campaign’s listings with status, place, phone and categories, each linking to its screen', async () => {
    renderListings('VIEWER', [
      listingFactory(),
      listingFactory({ id: 'l-2', displayName: 'Brightside Round Rock', status: 'DRAFT' }),
    ]);
    const cards = within(await screen.findByRole('list', { name: 'Listings' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Published');
    expect(cards[0]).toHaveTextContent('Austin, TX');
    expect(cards[0]).toHaveTextContent('(512) 555-0142');
    expect(cards[0]).toHaveTextContent('Water Damage');
    expect(within(cards[1]!).getByRole('link', { name: 'Brightside Round Rock' })).toHaveAttribute(
      'href',
      `/campaigns/${CAMPAIGN_ID}/listings/l-2`,
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'Austin Emergency Plumbing',
      }),
    ).toHaveAttribute('href', `/campaigns/${CAMPAIGN_ID}`);
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
    expect(screen.getByText(/adding or changing listings needs the ADMIN role \(you are VIEWER\)/)).toBeInTheDocument();
  });

  it('says when the campaign has no listings and offers an admin to add the first', async () => {
    renderListings('ADMIN', []);
    expect(await screen.findByText('This campaign has no listings yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add the first listing' })).toBeEnabled();
  });

  it('adds a listing from the form, with the phone as a +1 number, and opens it', async () => {
    const created = listingFactory({ id: 'new-1', displayName: 'Brightside Cedar Park', status: 'DRAFT' });
    const { fetch, router } = renderListings('OWNER', [], async () => json(201, created));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add listing' });
    await user.type(within(dialog).getByRole('textbox', { name: /Display name/ }), 'Brightside Cedar Park');
    await user.type(within(dialog).getByRole('textbox', { name: /Street/ }), '500 Main St');
    await user.type(within(dialog).getByRole('textbox', { name: /City/ }), 'Cedar Park');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /State/ }), 'TX');
    await user.type(within(dialog).getByRole('textbox', { name: /^ZIP code/ }), '78613');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '(512) 555-0177');
    await user.type(within(dialog).getByRole('textbox', { name: /Service area ZIP codes/ }), '78613, 78641,');
    await user.click(within(dialog).getByRole('button', { name: 'Add listing' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/campaigns/${CAMPAIGN_ID}/listings/new-1`));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toMatchObject({
      displayName: 'Brightside Cedar Park',
      state: 'TX',
      phone: '+15125550177',
      serviceZipCodes: ['78613', '78641'],
      categories: ['Plumbing'],
      status: 'DRAFT',
    });
  });

  it('checks the form before sending and puts the server’s field details under their fields', async () => {
    const { fetch } = renderListings('ADMIN', [], async () =>
      json(400, {
        code: 'VALIDATION_FAILED',
        message: 'The request is not valid.',
        details: [{ path: 'body.website', message: 'Enter a web address starting with https://' }],
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add listing' });
    await user.click(within(dialog).getByRole('button', { name: 'Add listing' }));
    expect(within(dialog).getByRole('textbox', { name: /Display name/ })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Display name/ }), 'Brightside Cedar Park');
    await user.type(within(dialog).getByRole('textbox', { name: /Street/ }), '500 Main St');
    await user.type(within(dialog).getByRole('textbox', { name: /City/ }), 'Cedar Park');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /State/ }), 'TX');
    await user.type(within(dialog).getByRole('textbox', { name: /^ZIP code/ }), '78613');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '5125550177');
    await user.click(within(dialog).getByRole('button', { name: 'Add listing' }));
    const website = within(dialog).getByRole('textbox', { name: /Website/ });
    await waitFor(() => expect(website).toHaveAccessibleDescription('Enter a web address starting with https://'));
  });

  it('says there is no such campaign on a 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { code: 'NOT_FOUND', message: 'There is no such campaign.' })),
    );
    renderRoutes(
      [
        {
          path: '/campaigns/:campaignId/listings',
          element: (
            <WithAccount role="OWNER">
              <CampaignListingsRoute />
            </WithAccount>
          ),
        },
      ],
      { path: '/campaigns/nope/listings' },
    );
    expect(await screen.findByText('There is no such campaign')).toBeInTheDocument();
  });
});
