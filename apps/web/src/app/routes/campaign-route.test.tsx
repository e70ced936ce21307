import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@portal/shared/roles';
import { renderRoutes } from '../../test/render';
import { AsRole, campaignFactory, json, SESSION, stubApi } from '../../features/campaigns/test/campaign-fixtures';
import { Component as CampaignRoute } from './campaign-route';

afterEach(() => vi.unstubAllGlobals());

const CAMPAIGN = campaignFactory();
const CONFLICT = 'Someone else changed this campaign since you opened it. Reload it and try again.';

const readAnswers = (url: URL, init: RequestInit | undefined) => {
  if (init?.method && init.method !== 'GET') return undefined;
  if (url.pathname.endsWith('/listings')) return json(200, { items: [] });
  if (url.pathname.endsWith(`/campaigns/${CAMPAIGN.id}`)) return json(200, CAMPAIGN);
  if (url.pathname.includes('/campaigns/')) return json(404, { code: 'NOT_FOUND', message: 'No such campaign' });
  return undefined;
};

const show = (role: Role, id = CAMPAIGN.id) =>
  renderRoutes(
    [
      {
        path: '/campaigns/:campaignId',
        element: (
          <AsRole role={role}>
            <CampaignRoute />
          </AsRole>
        ),
      },
    ],
    { path: `/campaigns/${id}`, session: SESSION },
  );

describe('/campaigns/{campaignId}', () => {
  it('saves a section with only its fields and the version read; a conflict says so and offers to reload', async () => {
    const fetch = stubApi(readAnswers, (_url, init) =>
      init?.method === 'PATCH' ? json(409, { code: 'CONFLICT', message: CONFLICT }) : undefined,
    );
    const user = userEvent.setup();
    show('ADMIN');
    await user.click(await screen.findByRole('button', { name: 'Edit prices' }));
    const prices = screen.getByRole('region', { name: 'Prices' });
    const callPrice = await within(prices).findByRole('textbox', { name: 'Price per call' });
    await user.clear(callPrice);
    await user.type(callPrice, '50');
    await user.click(within(prices).getByRole('button', { name: 'Save' }));

    expect(await within(prices).findByRole('alert')).toHaveTextContent(CONFLICT);
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      callPriceCents: 5000,
      formPriceCents: 2500,
      billableCallSeconds: 60,
      version: 3,
    });
    await user.click(within(prices).getByRole('button', { name: 'Reload the campaign' }));
    expect(await within(prices).findByText('$45.00')).toBeInTheDocument();
  });

  it('checks a price against the campaign’s rules before sending', async () => {
    const fetch = stubApi(readAnswers);
    const user = userEvent.setup();
    show('OWNER');
    await user.click(await screen.findByRole('button', { name: 'Edit prices' }));
    const prices = screen.getByRole('region', { name: 'Prices' });
    const formPrice = await within(prices).findByRole('textbox', { name: 'Price per form lead' });
    await user.clear(formPrice);
    await user.type(formPrice, '0.5');
    await user.click(within(prices).getByRole('button', { name: 'Save' }));
    expect(await within(prices).findByText('Price per form lead must be between $1.00 and $500.00')).toBeVisible();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('is read-only for a viewer, who is told which role changes it', async () => {
    stubApi(readAnswers);
    show('VIEWER');
    expect(await screen.findByRole('heading', { name: 'Austin Emergency Plumbing', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Changing a campaign needs the ADMIN role; you are VIEWER/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('says an unknown campaign is not found and leads back to the list', async () => {
    stubApi(readAnswers);
    show('OWNER', '00000000-0000-4000-8000-00000000dead');
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to campaigns' })).toHaveAttribute('href', '/campaigns');
  });
});
