import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { Component as ProfileRoute } from './profile-route';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const PROFILE = {
  username: 'viewer@demo.test',
  email: 'viewer@demo.test',
  name: 'Victor Vance',
  phone: '+15125550104',
  phoneVerified: true,
};
const SIGN_IN = {
  id: '3f0c8f0e-1111-4222-8333-944444444444',
  device: 'Chrome on macOS',
  ipAddress: '203.0.113.7',
  startedAt: '2026-11-20T15:00:00.000Z',
  lastUsedAt: '2026-11-27T15:00:00.000Z',
  current: true,
};
const NOT_US = 'Enter a US phone number with area code, e.g. (512) 555-0199';

afterEach(() => vi.unstubAllGlobals());

describe('/profile', () => {
  it('shows the phone as (512) 555-0104 and puts the server’s phone error under the Phone field', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? json(400, {
            code: 'VALIDATION_FAILED',
            message: 'The request is not valid.',
            details: [{ path: 'body.phone', message: NOT_US }],
          })
        : url.includes('account-management/sessions')
          ? json(200, { items: [SIGN_IN] })
          : json(200, PROFILE),
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderRoutes([{ path: '/profile', Component: ProfileRoute }], {
      path: '/profile',
      session: {
        status: 'signedIn',
        user: { username: PROFILE.username, name: PROFILE.name, email: PROFILE.email, isAdmin: false },
      },
    });

    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue('(512) 555-0104');
    await user.clear(phone);
    await user.type(phone, '(512) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(phone).toHaveAccessibleDescription(NOT_US));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining('account-management/profile'),
      expect.objectContaining({ method: 'PUT' }),
    );
    // Where they are signed in: this device, with nothing else to sign out.
    expect(screen.getByRole('list', { name: 'Your sign-ins' })).toHaveTextContent('Chrome on macOSThis device');
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });
});
