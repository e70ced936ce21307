import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { Component as EmployeeLogin } from './employee-login-route';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

function renderPage(available: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, { available })),
  );
  renderRoutes([{ path: '/employee-login', element: <EmployeeLogin /> }], { path: '/employee-login' });
}

describe('/employee-login', () => {
  it('offers the company directory when the portal has one', async () => {
    renderPage(true);
    const link = await screen.findByRole('link', { name: 'Login with the Company Directory' });
    expect(link).toHaveAttribute('href', '/api/auth/sso/start');
  });

  it('says in words that there is none, instead of a button that leads to an error', async () => {
    renderPage(false);
    expect(
      await screen.findByText('Sign-in through the company directory is not set up on this portal.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Login with the Company Directory' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Login with the Company Directory' })).toBeNull();
    expect(screen.getByRole('link', { name: 'log in with email and password' })).toBeInTheDocument();
  });
});
