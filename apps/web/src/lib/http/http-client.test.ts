import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http-client';
import { HttpError, RequestTimeoutError } from './http-error';
import { toQueryString } from '@portal/shared/api/query-string';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

// A real HTTP server: each path answers the way a case needs.
let server: http.Server;
let baseUrl: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const path = (request.url ?? '').split('?')[0];
      if (path === '/api/ok') return json(response, 200, { hello: 'world' });
      if (path === '/api/no-content') return response.writeHead(204).end();
      if (path === '/api/unprocessable')
        return json(response, 422, { code: 'BUSINESS_RULE', message: 'Budget too low' });
      if (path === '/api/text-error') return response.writeHead(500, { 'content-type': 'text/plain' }).end('boom');
      if (path === '/api/unauthorized') return json(response, 401, { code: 'UNAUTHENTICATED', message: 'Sign in' });
      if (path === '/api/forbidden') return json(response, 403, { code: 'FORBIDDEN', message: 'No' });
      if (path === '/api/slow') return setTimeout(() => json(response, 200, {}), 500);
      json(response, 404, { code: 'NOT_FOUND', message: 'nope' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function json(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function client(overrides: Partial<Parameters<typeof createHttpClient>[0]> = {}) {
  return createHttpClient({ baseUrl, getAccessToken: () => 'token-123', onUnauthorized: vi.fn(), ...overrides });
}

describe('http client', () => {
  it('sends the bearer access token and a JSON content type on every call', async () => {
    await client().get('ok');
    await client().put('ok', { Name: 'Acme' });
    const [get, put] = seen.slice(-2);
    for (const call of [get, put]) {
      expect(call?.headers.authorization).toBe('Bearer token-123');
      expect(call?.headers['content-type']).toBe('application/json');
    }
    expect(put?.method).toBe('PUT');
    expect(JSON.parse(put?.body ?? '')).toEqual({ Name: 'Acme' });
  });

  it('sends an empty JSON object for a write without a payload, and no body for a read', async () => {
    await client().post('ok');
    expect(seen.at(-1)?.body).toBe('{}');
    await client().delete('ok');
    expect(seen.at(-1)?.body).toBe('{}');
    await client().get('ok');
    expect(seen.at(-1)?.body).toBe('');
  });

  it('sends no authorization header when signed out', async () => {
    await client({ getAccessToken: async () => undefined }).get('ok');
    expect(seen.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('returns the parsed body of an OK answer', async () => {
    await expect(client().get('ok')).resolves.toEqual({ hello: 'world' });
  });

  it('skips empty query params and repeats array params', async () => {
    await client().get('ok', {
      query: { a: 1, empty: '', none: undefined, nil: null, b: ['x', 'y', ''], flag: false },
    });
    expect(seen.at(-1)?.url).toBe('/api/ok?a=1&b=x&b=y&flag=false');
  });

  it('treats 204 as success with no body', async () => {
    await expect(client().delete('no-content')).resolves.toBeUndefined();
  });

  it('raises the body of a non-OK answer with its status attached', async () => {
    const error = await client()
      .get('unprocessable')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 422,
      body: { code: 'BUSINESS_RULE', message: 'Budget too low' },
      message: 'Budget too low',
    });
  });

  it('raises a non-JSON error body as text', async () => {
    await expect(client().get('text-error')).rejects.toMatchObject({ status: 500, body: 'boom' });
  });

  it.each(['unauthorized', 'forbidden'])('calls the sign-out hook on %s and still raises', async (path) => {
    const onUnauthorized = vi.fn();
    await expect(client({ onUnauthorized }).get(path)).rejects.toBeInstanceOf(HttpError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it.each([
    ['signed out', undefined],
    ['renewed', 'token-456'],
  ])('does not sign out again when the refused call carried a token since %s', async (_, later) => {
    const onUnauthorized = vi.fn();
    const tokens = ['token-123', later];
    const getAccessToken = () => tokens.shift();
    await expect(client({ onUnauthorized, getAccessToken }).get('unauthorized')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("fails with 'Request timed out' when the answer takes too long", async () => {
    const error = await client({ timeoutMs: 50 })
      .get('slow')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).message).toBe('Request timed out');
  });

  it('lets a caller cancel without calling it a time-out', async () => {
    const controller = new AbortController();
    const pending = client().get('slow', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('toQueryString', () => {
  it('is empty when nothing is left', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ a: '', b: [] })).toBe('');
  });

  it('encodes values', () => {
    expect(toQueryString({ q: 'a&b c' })).toBe('?q=a%26b+c');
  });
});
