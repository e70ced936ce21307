import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { Component as UnsubscribeRoute } from './unsubscribe-route';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

const renderAt = (path: string) => renderRoutes([{ path: '/unsubscribe', Component: UnsubscribeRoute }], { path });

describe('/unsubscribe', () => {
  it('posts the email’s token and says which emails stop, with a way to the other choices', async () => {
    const fetch = vi.fn(async () =>
      json(200, { eventType: 'lead.created', label: 'New lead', accountName: 'Brightside Home Services' }),
    );
    vi.stubGlobal('fetch', fetch);
    renderAt('/unsubscribe?token=signed.token%2Bpart');
    expect(
      await screen.findByText('You will no longer get emails about New lead for Brightside Home Services.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage all your notification choices' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/notification-svc\/unsubscribe$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'signed.token+part' });
  });

  it('says plainly when the link is not valid', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(404, {
          code: 'NOT_FOUND',
          message: 'This unsubscribe link is not valid: it may have been changed or cut short.',
        }),
      ),
    );
    renderAt('/unsubscribe?token=altered');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link does not workThis unsubscribe link is not valid: it may have been changed or cut short.',
    );
  });

  it('says when the link has no token, without asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt('/unsubscribe');
    expect(await screen.findByText('This unsubscribe link is incomplete')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
