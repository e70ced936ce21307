import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_PAYMENTS_SECRET_KEY, assertMailTransport, loadConfig } from './env';
import { REPO_ROOT } from './repo-root';

describe('loadConfig', () => {
  it('applies defaults and resolves folders against the repository root', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('localhost');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['DB_POOL_MAX', '0'],
  ])('refuses %s=%s with a message that names the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid environment configuration:\\n  ${name}: `),
    );
  });

  it('accepts a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db.internal:5432/portal' }).DATABASE_URL).toBe(
      'postgres://u:p@db.internal:5432/portal',
    );
  });

  it('keeps the dev mailbox off unless asked for, and never allows it in production', () => {
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(
      /DEV_OUTBOX: .*NODE_ENV=production/,
    );
  });

  it('lets webhooks reach private networks outside production only, unless told', () => {
    expect(loadConfig({}).webhookAllowPrivateNetworks).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).webhookAllowPrivateNetworks).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).webhookAllowPrivateNetworks).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false' }).webhookAllowPrivateNetworks).toBe(
      false,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' }).webhookAllowPrivateNetworks,
    ).toBe(true);
  });

  it('refuses to start without a way to send mail, naming SMTP_URL', () => {
    expect(() => assertMailTransport(loadConfig({ NODE_ENV: 'production' }))).toThrow(
      /^Invalid environment configuration:\n {2}SMTP_URL: /,
    );
    expect(() =>
      assertMailTransport(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.internal:587' })),
    ).not.toThrow();
    expect(() => assertMailTransport(loadConfig({ NODE_ENV: 'development', DEV_OUTBOX: 'true' }))).not.toThrow();
  });

  it('never lets a test clock into production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK: /);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK: 'true' }).TEST_CLOCK).toBe(true);
  });

  it('wants a metrics token of some length', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: /);
  });

  describe('payments', () => {
    it('runs the sandbox on the port after PORT (3001) with the development key outside production', () => {
      const config = loadConfig({ NODE_ENV: 'development' });
      expect(config.paymentsSandbox).toBe(true);
      expect(config.paymentsSandboxPort).toBe(3001);
      expect(config.paymentsSandboxPortFixed).toBe(false);
      // A second checkout beside the first, on another PORT, gets a sandbox port of its own.
      expect(loadConfig({ NODE_ENV: 'development', PORT: '4100' }).paymentsSandboxPort).toBe(4101);
      expect(loadConfig({ NODE_ENV: 'development', PORT: '0' }).paymentsSandboxPort).toBe(0);
      expect(loadConfig({ NODE_ENV: 'development', PORT: '4100', PAYMENTS_SANDBOX_PORT: '5000' })).toMatchObject({
        paymentsSandboxPort: 5000,
        paymentsSandboxPortFixed: true,
      });
      expect(config.paymentsProviderUrl).toBeUndefined();
      expect(config.paymentsSecretKey).toBe(DEV_PAYMENTS_SECRET_KEY);
      expect(config.portalOrigins).toEqual(['http://localhost:3000', 'http://localhost:5173']);
    });

    it('runs no sandbox when PAYMENTS_PROVIDER_URL points elsewhere, but does when it names the sandbox', () => {
      const elsewhere = loadConfig({ NODE_ENV: 'development', PAYMENTS_PROVIDER_URL: 'https://pay.example.com/' });
      expect(elsewhere.paymentsSandbox).toBe(false);
      expect(elsewhere.paymentsProviderUrl).toBe('https://pay.example.com');
      expect(loadConfig({ NODE_ENV: 'test', PAYMENTS_PROVIDER_URL: 'http://localhost:3001' }).paymentsSandbox).toBe(
        true,
      );
      expect(loadConfig({ NODE_ENV: 'test', PAYMENTS_SANDBOX: 'false' }).paymentsSandbox).toBe(false);
    });

    it('takes no payments in production unless a provider and its key are set, and never runs the sandbox there', () => {
      const bare = loadConfig({ NODE_ENV: 'production' });
      expect(bare.paymentsSandbox).toBe(false);
      expect(bare.paymentsSecretKey).toBeUndefined();
      expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' })).toThrow(
        /PAYMENTS_SANDBOX: .*NODE_ENV=production/,
      );
      expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER_URL: 'https://pay.example.com' })).toThrow(
        /PAYMENTS_SECRET_KEY: /,
      );
      const real = loadConfig({
        NODE_ENV: 'production',
        PAYMENTS_PROVIDER_URL: 'https://pay.example.com',
        PAYMENTS_SECRET_KEY: 'sk_live_0123456789abcdef',
      });
      expect(real.paymentsProviderUrl).toBe('https://pay.example.com');
      expect(real.paymentsSecretKey).toBe('sk_live_0123456789abcdef');
    });

    it('takes port 0 for a free port', () => {
      expect(loadConfig({ PAYMENTS_SANDBOX_PORT: '0' }).paymentsSandboxPort).toBe(0);
      expect(() => loadConfig({ PAYMENTS_SANDBOX_PORT: 'x' })).toThrow(/PAYMENTS_SANDBOX_PORT: /);
    });
  });
});
