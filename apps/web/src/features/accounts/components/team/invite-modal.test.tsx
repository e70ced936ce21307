import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEAM_MESSAGES } from '@portal/shared/team-rules';
import { renderRoutes } from '../../../../test/render';
import { InviteModal } from './invite-modal';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ADMIN = { isStaff: false, email: 'manager@demo.test', role: 'ADMIN' as const };
const OWNER = { ...ADMIN, email: 'owner@demo.test', role: 'OWNER' as const };

function open(actor: typeof ADMIN | typeof OWNER) {
  renderRoutes(
    [{ path: '/', element: <InviteModal accountId="a1" actor={actor} opened onClose={() => undefined} /> }],
    { path: '/' },
  );
  return screen.findByRole('dialog', { name: 'Invite a person' });
}

afterEach(() => vi.unstubAllGlobals());

describe('InviteModal', () => {
  it('offers an ADMIN the roles up to ADMIN, each with what it may do, and an OWNER all four', async () => {
    const dialog = await open(ADMIN);
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['ADMIN', 'BILLING', 'VIEWER']);
    expect(within(dialog).getByRole('radio', { name: 'VIEWER' })).toBeChecked();
    expect(within(dialog).getByText('Sees everything on the account and changes nothing.')).toBeInTheDocument();
  });

  it('says what is wrong before sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const dialog = await open(OWNER);
    expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts a 409 (already on the account) under the Email field, and keeps what was typed', async () => {
    const email = 'viewer@demo.test';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { code: 'CONFLICT', message: TEAM_MESSAGES.alreadyOnTeam(email) })),
    );
    const user = userEvent.setup();
    const dialog = await open(OWNER);
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), email);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Victor Vance');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const field = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(await within(dialog).findByText(TEAM_MESSAGES.alreadyOnTeam(email))).toBeInTheDocument();
    expect(field).toHaveValue(email);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
