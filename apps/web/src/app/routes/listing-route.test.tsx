import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '@portal/shared/listings';
import type { Role } from '@portal/shared/roles';
import { CAMPAIGN_ID, listingFactory } from '../../test/listing-budget-factories';
import { renderRoutes } from '../../test/render';
import { WithAccount } from '../../test/with-account';
import { Component as ListingRoute } from './listing-route';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

afterEach(() => vi.unstubAllGlobals());

function renderListing(role: Role | 'staff', fetch: Fetch, path = `/listings/${listingFactory().id}`) {
  const spy = vi.fn<Fetch>(fetch);
  vi.stubGlobal('fetch', spy);
  const element = (
    <WithAccount role={role}>
      <ListingRoute />
    </WithAccount>
  );
  const result = renderRoutes(
    [
      { path: '/listings/:listingId', element },
      { path: '/campaigns/:campaignId/listings/:listingId', element },
    ],
    { path },
  );
  return { spy, ...result };
}

const patches = (spy: ReturnType<typeof vi.fn<Fetch>>) =>
  spy.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => JSON.parse(init!.body as string));

/** GET answers the listing as it is; PATCH answers the listing with the change and the next version. */
function listingServer(initial: Listing) {
  let listing = initial;
  return async (_url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') {
      const { version: _version, ...change } = JSON.parse(init.body as string) as Partial<Listing>;
      listing = { ...listing, ...change, version: listing.version + 1 };
    }
    return json(200, listing);
  };
}

describe('listing screen', () => {
  it('shows the profile: phone as people read it, hours in the account’s zone, ZIPs, categories, its campaign', async () => {
    renderListing('VIEWER', listingServer(listingFactory()));
    expect(await screen.findByRole('heading', { name: 'Brightside Plumbing – Austin', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(512) 555-0142' })).toHaveAttribute('href', 'tel:+15125550142');
    expect(screen.getByRole('link', { name: 'brightside.example' })).toHaveAttribute(
      'href',
      'https://brightside.example',
    );
    const hours = screen.getByRole('table', { name: 'Opening hours' });
    expect(within(hours).getByRole('row', { name: /Monday/ })).toHaveTextContent('8:00 AM – 6:00 PM');
    expect(within(hours).getByRole('row', { name: /Sunday/ })).toHaveTextContent('Closed');
    expect(screen.getByText('Times are in Central Standard Time.')).toBeInTheDocument();
    expect(screen.getByText('78703')).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Austin Emergency Plumbing' })).toHaveAttribute(
      'href',
      `/campaigns/${CAMPAIGN_ID}`,
    );
    expect(screen.queryByRole('button', { name: /Edit listing|Publish|Unpublish/ })).not.toBeInTheDocument();
    expect(screen.getByText(/changing or publishing the listing needs the ADMIN role/)).toBeInTheDocument();
  });

  it('edits the profile in place and saves it with the version it loaded', async () => {
    const { spy } = renderListing('ADMIN', listingServer(listingFactory()));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit listing' }));
    const form = await screen.findByRole('form', { name: 'Edit listing' });
    const name = within(form).getByRole('textbox', { name: /Display name/ });
    expect(within(form).getByRole('textbox', { name: /Phone/ })).toHaveValue('(512) 555-0142');
    await user.clear(name);
    await user.type(name, 'Brightside Plumbing Downtown');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Brightside Plumbing Downtown', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit listing' })).not.toBeInTheDocument();
    const [patch] = patches(spy);
    expect(patch).toMatchObject({ displayName: 'Brightside Plumbing Downtown', phone: '+15125550142', version: 5 });
    expect(patch).not.toHaveProperty('status');
  });

  it('shows a 409’s message and reloads the listing on request', async () => {
    let version = 5;
    renderListing('OWNER', async (_url, init) => {
      if (init?.method === 'PATCH') {
        version = 6;
        return json(409, { code: 'CONFLICT', message: 'Someone else changed this listing. Reload it and try again.' });
      }
      return json(200, listingFactory({ version, displayName: version === 6 ? 'Renamed elsewhere' : 'Brightside' }));
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit listing' }));
    const form = await screen.findByRole('form', { name: 'Edit listing' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Someone else changed this listing. Reload it and try again.')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /Display name/ })).toHaveValue('Renamed elsewhere'),
    );
    expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('publishes a draft and unpublishes it again', async () => {
    const { spy } = renderListing('OWNER', listingServer(listingFactory({ status: 'DRAFT' })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    await screen.findByRole('button', { name: 'Publish' });
    expect(patches(spy)).toEqual([
      { status: 'PUBLISHED', version: 5 },
      { status: 'DRAFT', version: 6 },
    ]);
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
  });

  it('tells a customer why a suspended listing cannot be published, and lets staff lift the suspension', async () => {
    renderListing('OWNER', listingServer(listingFactory({ status: 'SUSPENDED' })));
    expect(await screen.findByText('Suspended by provider staff')).toBeInTheDocument();
    expect(screen.getByText(/cannot be published until provider staff lift the suspension/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Publish|Lift suspension/ })).not.toBeInTheDocument();
  });

  it('gives staff Suspend and Lift suspension', async () => {
    const { spy } = renderListing('staff', listingServer(listingFactory()));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    await user.click(await screen.findByRole('button', { name: 'Lift suspension' }));
    await screen.findByRole('button', { name: 'Publish' });
    expect(patches(spy)).toEqual([
      { status: 'SUSPENDED', version: 5 },
      { status: 'DRAFT', version: 6 },
    ]);
  });

  it('offers no edit or publish on an ended campaign’s listing, and says why', async () => {
    renderListing('OWNER', async (url) =>
      json(
        200,
        url.includes('/campaigns/') ? { id: CAMPAIGN_ID, status: 'ENDED' } : listingFactory({ status: 'DRAFT' }),
      ),
    );
    expect(
      await screen.findByText('The campaign has ended, so this listing can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit listing|Publish/ })).not.toBeInTheDocument();
  });

  it('moves a listing reached through another campaign’s path under its own campaign', async () => {
    const { router } = renderListing(
      'OWNER',
      listingServer(listingFactory()),
      `/campaigns/other/listings/${listingFactory().id}`,
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/campaigns/${CAMPAIGN_ID}/listings/${listingFactory().id}`),
    );
  });

  it('says there is no such listing on a 404, with the way back to the campaigns', async () => {
    renderListing('OWNER', async () => json(404, { code: 'NOT_FOUND', message: 'There is no such listing.' }));
    expect(await screen.findByText('There is no such listing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to campaigns' })).toHaveAttribute('href', '/campaigns');
  });
});
