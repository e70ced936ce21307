import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@portal/shared/errors';
import { useTestApp } from '../test/test-app';

const testApp = useTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000' } });

describe('health probes', () => {
  it('GET /api/healthz says the process is alive', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/readyz says the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'up' });
  });
});

describe('request ids', () => {
  it('gives every response an x-request-id', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/healthz' });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("keeps a caller's safe request id and replaces an unsafe one", async () => {
    const kept = await testApp.app.inject({
      method: 'GET',
      url: '/api/healthz',
      headers: { 'x-request-id': 'lb-42.abc' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-42.abc');
    const replaced = await testApp.app.inject({
      method: 'GET',
      url: '/api/healthz',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('errors', () => {
  it('answers an unknown API path with the error shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      code: 'NOT_FOUND',
      message: 'No route for GET /api/no-such-thing',
    });
  });

  it('answers malformed JSON with a 400 in the error shape and no stack trace', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/healthz',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = apiErrorSchema.parse(response.json());
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy that allows no inline script', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/login' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('web app', () => {
  it('serves index.html for any screen path, uncached', async () => {
    for (const url of ['/', '/login', '/campaigns/42/listings/7', '/no/such/screen']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves a signed-out screen its own page, which preloads its code', async () => {
    for (const url of ['/login', '/login?redirect=%2Fbilling']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body, url).toContain('<link rel="modulepreload" href="/assets/login-route.js">');
    }
    const other = await testApp.app.inject({ method: 'GET', url: '/campaigns' });
    expect(other.body).not.toContain('modulepreload');
  });

  it('caches hashed assets for a year and 404s missing ones', async () => {
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await testApp.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('documentation and metrics', () => {
  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/healthz', '/api/readyz']));
  });

  it('documents every API route with its parameters, body and answer schemas', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    }>();
    const undocumented = testApp.app.accessTable
      // Redirects (single sign-on), file downloads (CSV, PDF), the recording media behind signed links, the
      // live event stream (documented with its ticket) and the document itself answer no JSON schema.
      .filter(
        (rule) =>
          rule.url.startsWith('/api/') &&
          !rule.url.startsWith('/api/auth/sso/') &&
          !rule.url.endsWith('.csv') &&
          !rule.url.endsWith('/pdf') &&
          !rule.url.endsWith('.pdf') &&
          !rule.url.includes('/call-recording/media/') &&
          rule.url !== '/api/notification-svc/stream' &&
          rule.url !== '/api/openapi.json',
      )
      .flatMap((rule) => {
        const operation = document.paths[rule.url.replace(/:(\w+)/g, '{$1}')]?.[rule.method.toLowerCase()];
        const hasAnswer = operation && Object.keys(operation.responses).some((status) => /^2/.test(status));
        // Resume, "make default", "mark read", "called back", stream tickets, the webhook actions (rotate, test, replay), sending an
        // invitation again, signing out elsewhere, new recovery codes, staff's two-step reset and a second staff
        // member's approval of an adjustment take nothing; a
        // recording upload's body is the audio itself.
        const needsBody =
          ['POST', 'PUT', 'PATCH'].includes(rule.method) &&
          !/\/(resume|default|read|called-back|rotate-secret|test|replay|resend-invitation|sign-out-others|recovery-codes|reset-two-step|approve)$/.test(
            rule.url,
          ) &&
          !rule.url.includes('/stream-tickets/') &&
          !rule.url.startsWith('/api/ingest/recordings/');
        return hasAnswer && (!needsBody || operation.requestBody) ? [] : [`${rule.method} ${rule.url}`];
      });
    expect(undocumented).toEqual([]);
    // Routes an API key may call say so, with the scope it needs; others take a person's token alone.
    const security = (url: string, method: string) =>
      (document.paths[url]![method] as unknown as { security: Record<string, string[]>[] }).security;
    expect(security('/api/ad-portal/advprtl/accounts/{accountId}/supply-events', 'get')).toEqual([
      { bearerAuth: [] },
      { apiKey: ['leads:read'] },
    ]);
    expect(security('/api/ad-portal/advprtl/accounts/{accountId}/campaigns', 'post')).toEqual([{ bearerAuth: [] }]);
    const createCampaign = document.paths['/api/ad-portal/advprtl/accounts/{accountId}/campaigns']!.post!;
    expect(JSON.stringify(createCampaign.requestBody)).toContain('zipCodes');
    expect(Object.keys(createCampaign.responses)).toEqual(expect.arrayContaining(['201', '409', '422']));
  });

  it('documents what each event type posts to webhook endpoints', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      webhooks: Record<string, { post: { parameters: { name: string }[]; requestBody: unknown } }>;
    }>();
    expect(Object.keys(document.webhooks)).toHaveLength(12);
    const lead = document.webhooks['lead.created']!.post;
    expect(lead.parameters.map((parameter) => parameter.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    expect(JSON.stringify(lead.requestBody)).toContain('supplyEventId');
  });

  it('serves the API docs UI', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });

  it('exposes Prometheus metrics with request durations by route', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/healthz' });
    const response = await testApp.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/healthz",status_code="200"\} \d+/,
    );
    expect(response.body).toContain('process_cpu_seconds_total');
  });
});
