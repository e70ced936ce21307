import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { AsRole, campaignFactory } from '../test/campaign-fixtures';
import { CampaignNextSteps, type ListingForNextSteps } from './campaign-next-steps';

const DRAFT: ListingForNextSteps = { id: 'l1', displayName: 'Brightside Plumbing', status: 'DRAFT' };

const show = (role: 'OWNER' | 'VIEWER', campaign = campaignFactory(), listings: ListingForNextSteps[] | undefined) =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <AsRole role={role}>
            <CampaignNextSteps campaign={campaign} listings={listings} />
          </AsRole>
        ),
      },
    ],
    { path: '/' },
  );

describe('CampaignNextSteps', () => {
  it('lists what is left before the first lead, with a way to do each', () => {
    show('OWNER', campaignFactory({ trackingNumber: null }), [DRAFT]);
    const steps = screen.getByRole('region', { name: 'Next steps' });
    expect(within(steps).getByRole('link', { name: 'Open Brightside Plumbing to publish it' })).toHaveAttribute(
      'href',
      `/campaigns/${campaignFactory().id}/listings/l1`,
    );
    expect(within(steps).getByRole('link', { name: 'Ask for one through Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(steps).toHaveTextContent('Check the hours it takes leads');
  });

  it('asks no tracking number of a campaign of form leads, which needs none', () => {
    const { unmount } = show('OWNER', campaignFactory({ trackingNumber: null, leadTypes: ['FORM'] }), [DRAFT]);
    expect(screen.getByRole('region', { name: 'Next steps' })).not.toHaveTextContent('tracking number');
    unmount();
    show('OWNER', campaignFactory({ trackingNumber: null, leadTypes: ['FORM'] }), [{ ...DRAFT, status: 'PUBLISHED' }]);
    expect(screen.queryByRole('region', { name: 'Next steps' })).toBeNull();
  });

  it('marks a published listing done, and is gone once the listing is published and a number assigned', () => {
    const { unmount } = show('OWNER', campaignFactory({ trackingNumber: null }), [{ ...DRAFT, status: 'PUBLISHED' }]);
    expect(screen.getByRole('region', { name: 'Next steps' })).toHaveTextContent('Publish your listing · Done');
    unmount();
    show('OWNER', campaignFactory({ trackingNumber: '+15125550199' }), [{ ...DRAFT, status: 'PUBLISHED' }]);
    expect(screen.queryByRole('region', { name: 'Next steps' })).toBeNull();
  });

  it('is not shown to a viewer, to an ended campaign, or while the listings load', () => {
    const { unmount } = show('VIEWER', campaignFactory({ trackingNumber: null }), [DRAFT]);
    expect(screen.queryByRole('region', { name: 'Next steps' })).toBeNull();
    unmount();
    const second = show('OWNER', campaignFactory({ trackingNumber: null, status: 'ENDED' }), [DRAFT]);
    expect(screen.queryByRole('region', { name: 'Next steps' })).toBeNull();
    second.unmount();
    show('OWNER', campaignFactory({ trackingNumber: null }), undefined);
    expect(screen.queryByRole('region', { name: 'Next steps' })).toBeNull();
  });
});
