import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { ACCOUNT, ACCOUNT_ID, json, SESSION, stubApi } from '../test/campaign-fixtures';
import { CreateCampaignModal } from './create-campaign-modal';

afterEach(() => vi.unstubAllGlobals());

const show = () =>
  renderRoutes(
    [
      {
        path: '/campaigns',
        element: <CreateCampaignModal accountId={ACCOUNT_ID} account={ACCOUNT} opened onClose={() => undefined} />,
      },
    ],
    { path: '/campaigns', session: SESSION },
  );

describe('CreateCampaignModal', () => {
  // Five steps of typing and clicking: well under the project's 15 s alone, over it on a loaded machine.
  it('checks each step before the next, and puts a server field error on its step', { timeout: 45_000 }, async () => {
    const fetch = stubApi((url, init) =>
      init?.method === 'POST'
        ? json(400, {
            code: 'VALIDATION_FAILED',
            message: 'body.listing.zipCode: must be 5 digits',
            details: [{ path: 'body.listing.zipCode', message: 'must be 5 digits' }],
          })
        : undefined,
    );
    const user = userEvent.setup();
    show();
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    const next = () => user.click(within(dialog).getByRole('button', { name: 'Next' }));

    // Each step is checked by the form's (asynchronous) resolver: wait for its answer, not for a fixed moment.
    await next();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Campaign name' })).toHaveAccessibleDescription(
        'This field is required',
      ),
    );
    expect(dialog).toHaveTextContent('Step 1 of 5: Basics');
    await user.type(within(dialog).getByRole('textbox', { name: 'Campaign name' }), 'Lockouts');
    await user.click(within(dialog).getByRole('combobox', { name: 'Service category' }));
    await user.click(await screen.findByRole('option', { name: 'Locksmith', hidden: true }));
    await next();

    await waitFor(() => expect(dialog).toHaveTextContent('Step 2 of 5: Geography'));
    await next();
    await waitFor(() => expect(dialog).toHaveTextContent('Target at least one ZIP code or state'));
    await user.type(within(dialog).getByRole('textbox', { name: 'ZIP codes' }), '78701{Enter}');
    await next();
    await waitFor(() => expect(dialog).toHaveTextContent('Step 3 of 5: Schedule'));
    await next();
    await waitFor(() => expect(dialog).toHaveTextContent('Step 4 of 5: Prices'));
    // What locksmiths' campaigns typically pay, and a button that fills in the middle of it.
    expect(dialog).toHaveTextContent(
      'Typical for Locksmith: $25.00 – $50.00 a call, $15.00 – $30.00 a form lead. A price near the top of the range wins more of the leads in your area.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Use typical prices' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Price per call' })).toHaveValue('$40.00'));
    expect(within(dialog).getByRole('textbox', { name: 'Price per form lead' })).toHaveValue('$25.00');
    await next();

    await waitFor(() => expect(dialog).toHaveTextContent('Step 5 of 5: Listing'));
    expect(within(dialog).getByRole('combobox', { name: 'Categories' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Street' }), '100 Congress Ave');
    await user.type(within(dialog).getByRole('textbox', { name: 'ZIP code' }), '78701');
    await user.click(within(dialog).getByRole('button', { name: 'Create campaign' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The campaign was not created');
    // The server's detail, as a sentence under its field.
    expect(within(dialog).getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription('Must be 5 digits');
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({
      name: 'Lockouts',
      category: 'Locksmith',
      zipCodes: ['78701'],
      callPriceCents: 4000,
      formPriceCents: 2500,
      destinationPhone: '+15125550100',
      budget: { period: 'MONTHLY', capCents: 100_000 },
      listing: { categories: ['Locksmith'], street: '100 Congress Ave', zipCode: '78701', phone: '+15125550100' },
    });
  });
});
