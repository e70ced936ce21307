import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// A deployment: NODE_ENV=production with a mail server. Nothing meant for developers is reachable.
const METRICS_TOKEN = 'scrape-me-0123456789abcdef';
let withToken: TestApp;
let withoutToken: TestApp;

beforeAll(async () => {
  const production = { NODE_ENV: 'production', DEV_OUTBOX: 'false', SMTP_URL: 'smtp://127.0.0.1:9' };
  withToken = await createTestApp({ env: { ...production, METRICS_TOKEN } });
  withoutToken = await createTestApp({ env: production });
});

afterAll(async () => {
  await withToken.close();
  await withoutToken.close();
});

describe('in production', () => {
  it('never serves the dev mailbox', async () => {
    for (const url of ['/dev/mailbox', '/dev/outbox/messages?to=owner@demo.test']) {
      expect((await withToken.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('/metrics needs the bearer token', async () => {
    const anonymous = await withToken.app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(
      (
        await withToken.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: 'Bearer wrong-token-0123456789' },
        })
      ).statusCode,
    ).toBe(401);
    const scraper = await withToken.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('process_cpu_seconds_total');
  });

  it('/metrics is not served at all without a token', async () => {
    expect((await withoutToken.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
