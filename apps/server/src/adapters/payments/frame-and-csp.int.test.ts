import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { useTestApp } from '../../test/test-app';
import { startPaymentsSandbox } from '@portal/payments-sandbox/start-sandbox';

const testApp = useTestApp({ paymentsSandbox: true });
const withoutPayments = useTestApp();

/** A CSP header as directive name -> its sources. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe("the portal's CSP", () => {
  it('allows exactly the provider origin for scripts and frames, and nowhere else', async () => {
    const origin = testApp.payments!.origin;
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const csp = directives((await testApp.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", origin]);
    expect(csp['frame-src']).toEqual(["'self'", origin]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('names no provider when none is configured', async () => {
    const csp = directives(
      (await withoutPayments.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'self'"]);
  });
});

describe("the sandbox's frame and script", () => {
  const portalOrigin = () => testApp.config.portalOrigins[0]!;
  const frame = (query: string) => fetch(`${testApp.paymentsSandboxUrl}/hosted-fields?${query}`);

  it('serves the card fields, embeddable only by the portal', async () => {
    const response = await frame(`kind=card&origin=${encodeURIComponent(portalOrigin())}`);
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('content-security-policy')!);
    expect(csp['frame-ancestors']).toEqual([portalOrigin()]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(response.headers.get('x-frame-options')).toBeNull();
    const html = await response.text();
    expect(html).toContain(`data-parent-origin="${portalOrigin()}"`);
    for (const [id, label] of [
      ['number', 'Card number'],
      ['expiry', 'Expiry (MM/YY)'],
      ['cvc', 'Security code (CVC)'],
    ] as const)
      expect(html).toMatch(
        new RegExp(`<label for="${id}">${label.replace(/[()]/g, '\\$&')}</label>\\s*<input id="${id}"`),
      );
  });

  it('serves the bank fields', async () => {
    const html = await (await frame(`kind=bank&origin=${encodeURIComponent(portalOrigin())}`)).text();
    for (const label of ['Routing number', 'Account number', 'Name on the account']) expect(html).toContain(label);
  });

  it('refuses to be a frame for any other page, and sends it no script', async () => {
    const response = await frame(`kind=card&origin=${encodeURIComponent('https://evil.example')}`);
    expect(response.status).toBe(400);
    expect(directives(response.headers.get('content-security-policy')!)['frame-ancestors']).toEqual([portalOrigin()]);
    const html = await response.text();
    expect(html).not.toContain('<script');
    expect(html).not.toContain('evil.example');
  });

  it('serves the tokenizer script to other origins', async () => {
    const response = await fetch(testApp.payments!.tokenizerScriptUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await response.text()).toContain('window.SandboxPayments = Object.freeze({ mount })');
  });

  it('keeps its API answers out of frames and caches', async () => {
    const response = await fetch(`${testApp.paymentsSandboxUrl}/v1/payment-methods`, { method: 'POST' });
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe("the sandbox's logs", () => {
  it('never hold a card number, even at trace level and for a body that does not parse', async () => {
    const lines: string[] = [];
    const logger = createLogger(
      { LOG_LEVEL: 'trace', LOG_PRETTY: false },
      new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }),
    );
    const sandbox = await startPaymentsSandbox({
      pool: testApp.database.pool,
      host: '127.0.0.1',
      port: 0,
      secretKey: 'sk_test_logging-check-key',
      portalOrigins: testApp.config.portalOrigins,
      logger,
    });
    try {
      const post = (body: string) =>
        fetch(`${sandbox.url}/v1/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect((await post('{"kind":"card","number":"4242424242424242","expiry":"12/39","cvc":"123"}')).status).toBe(200);
      const broken = await post('{"kind":"card","number":"4000000000009995",');
      expect(await broken.text()).not.toContain('4000000000009995');
      expect((await post('{"kind":"card","number":"4000000000000002","expiry":"1","cvc":"1"}')).status).toBe(400);
    } finally {
      await sandbox.close();
    }
    const output = lines.join('\n');
    expect(output).toContain('/v1/tokens');
    for (const number of ['4242424242424242', '4000000000009995', '4000000000000002'])
      expect(output).not.toContain(number);
  });
});
