import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@portal/shared/roles';
import { renderRoutes } from '../../../test/render';
import { WithAccount } from '../../../test/with-account';
import { preferencesFactory } from '../test/notification-fixtures';
import { NotificationPreferences } from './notification-preferences';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

function renderPreferences(
  role: Role | 'staff',
  {
    preferences = preferencesFactory('OWNER'),
    put,
  }: { preferences?: unknown; put?: () => Response | Promise<Response> } = {},
) {
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (!url.includes('/notification-svc/preferences/accounts/')) return json(404, { code: 'NOT_FOUND' });
    if (init.method === 'PUT') return put?.() ?? json(500, { code: 'INTERNAL' });
    // No preferences: the account is not the person's (any more).
    return preferences
      ? json(200, preferences)
      : json(404, { code: 'NOT_FOUND', message: 'There is no such account.' });
  });
  vi.stubGlobal('fetch', fetch);
  renderRoutes(
    [
      {
        path: '/profile',
        element: (
          <WithAccount role={role}>
            <NotificationPreferences />
          </WithAccount>
        ),
      },
    ],
    {
      path: '/profile',
      session: { status: 'signedIn', user: { username: 'o', name: 'Olivia', email: 'o@example.test', isAdmin: false } },
    },
  );
  return fetch;
}

describe('the notification choices on /profile', () => {
  it('offers push on this device where the browser can take it, and says why not where it cannot', async () => {
    // jsdom has no service workers: a browser without push.
    renderPreferences('OWNER');
    const onThisDevice = await screen.findByRole('switch', { name: /Push alerts on this device/ });
    expect(onThisDevice).toBeDisabled();
    expect(screen.getByText(/This browser cannot show push alerts/)).toBeInTheDocument();
    // No device yet: the Push column is off and says how to get one.
    expect(await screen.findByRole('checkbox', { name: 'New lead: Push' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'New lead: Push' })).toHaveAccessibleDescription(
      'Push: Turn on push for this device above to get alerts on it.',
    );
  });

  it('lets the Push column be chosen once the person has a device', async () => {
    renderPreferences('OWNER', { preferences: preferencesFactory('OWNER', { pushDevices: 2 }) });
    const box = await screen.findByRole('checkbox', { name: 'New lead: Push' });
    expect(box).toBeEnabled();
    expect(box).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Invoice issued: Push' })).not.toBeChecked();
  });

  it('chooses the summary email, and shows the choice while it is saved', async () => {
    let answer!: (response: Response) => void;
    const fetch = renderPreferences('OWNER', { put: () => new Promise((resolve) => (answer = resolve)) });
    const select = await screen.findByRole('combobox', { name: /Summary email/ });
    expect(select).toHaveValue('WEEKLY');
    expect(select).toHaveAccessibleDescription(/at 7:00 in the account's time zone/);
    await userEvent.selectOptions(select, 'DAILY');
    expect(select).toHaveValue('DAILY');
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(put[1]!.body as string)).toEqual({ summaryEmail: 'DAILY' });
    answer(json(200, preferencesFactory('OWNER', { summaryEmail: 'DAILY' })));
    await waitFor(() => expect(select).toHaveValue('DAILY'));
  });

  it('says why a summary email choice was not saved, and shows the saved one', async () => {
    renderPreferences('VIEWER', {
      preferences: preferencesFactory('VIEWER'),
      put: () => json(503, { code: 'SERVICE_UNAVAILABLE', message: 'The portal is briefly unavailable.' }),
    });
    const select = await screen.findByRole('combobox', { name: /Summary email/ });
    expect(select).toHaveValue('NONE');
    await userEvent.selectOptions(select, 'MONTHLY');
    expect(
      await screen.findByText('Your summary email choice was not saved: The portal is briefly unavailable.'),
    ).toBeInTheDocument();
    expect(select).toHaveValue('NONE');
  });

  it('saves a choice as it is made', async () => {
    let answer!: (response: Response) => void;
    const fetch = renderPreferences('OWNER', { put: () => new Promise((resolve) => (answer = resolve)) });
    const email = await screen.findByRole('checkbox', { name: 'New lead: Email' });
    expect(email).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Invoice issued: Email' })).toBeChecked();
    await userEvent.click(email);
    // Shown at once, before the server answers.
    expect(email).not.toBeChecked();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toContain('/notification-svc/preferences/accounts/');
    expect(JSON.parse(put[1]!.body as string)).toEqual({
      items: [{ eventType: 'lead.created', channel: 'EMAIL', enabled: false }],
    });
    answer(json(200, preferencesFactory('OWNER')));
    await waitFor(() => expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1));
    expect(email).not.toBeChecked();
  });

  it('puts a choice back and says why when it could not be saved', async () => {
    renderPreferences('OWNER', {
      put: () => json(503, { code: 'SERVICE_UNAVAILABLE', message: 'The portal is briefly unavailable.' }),
    });
    const sms = await screen.findByRole('checkbox', { name: 'New call: SMS' });
    expect(sms).not.toBeChecked();
    await userEvent.click(sms);
    expect(
      await screen.findByText('Your choice for New call (SMS) was not saved: The portal is briefly unavailable.'),
    ).toBeInTheDocument();
    expect(sms).not.toBeChecked();
  });

  it('offers no texts without a mobile number, and says how to get them', async () => {
    renderPreferences('OWNER', { preferences: preferencesFactory('OWNER', { smsAvailable: false }) });
    const sms = await screen.findByRole('checkbox', { name: 'New lead: SMS' });
    expect(sms).toBeDisabled();
    expect(sms).toHaveAccessibleDescription('SMS: Add a mobile number above to get texts.');
    expect(screen.getByRole('checkbox', { name: 'New lead: Email' })).toBeEnabled();
  });

  it('shows a VIEWER the events the server answers, and says where money news goes', async () => {
    renderPreferences('VIEWER', { preferences: preferencesFactory('VIEWER') });
    expect(await screen.findByRole('checkbox', { name: 'New lead: In-app' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Invoice issued: Email' })).not.toBeInTheDocument();
    expect(screen.getByText(/Money news .* goes to people with the BILLING role or higher/)).toBeInTheDocument();
  });

  it('says why staff have nothing to choose', async () => {
    const fetch = renderPreferences('staff');
    expect(await screen.findByText(/staff have none to choose/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a failed load with Try Again', async () => {
    renderPreferences('OWNER', { preferences: null });
    expect(await screen.findByText('Your notification choices could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
