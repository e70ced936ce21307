import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_HELP, findChromium } from '../scripts/find-chromium.mjs';

const chromium = findChromium();
if (!chromium) throw new Error(CHROMIUM_HELP);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// Chosen once in the main process; workers inherit the environment, so they see the same values.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_OIDC_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const baseURL = `http://localhost:${process.env.E2E_PORT}`;
const directoryURL = `http://localhost:${process.env.E2E_OIDC_PORT}`;

export default defineConfig({
  testDir: './journeys',
  outputDir: '../test-results',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-report.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      // Flags that keep Chromium from calling out to the network, which this machine cannot reach.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      // The company directory employees sign in with: a real OpenID Connect provider.
      command: 'node e2e/support/oidc-directory.mjs',
      cwd: '..',
      url: `${directoryURL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        OIDC_PORT: process.env.E2E_OIDC_PORT,
        PORTAL_URL: baseURL,
        OIDC_CLIENT_ID: 'portal-e2e',
        OIDC_CLIENT_SECRET: 'portal-e2e-secret',
      },
    },
    {
      // The production build on a throw-away database: the same path a user's `npm start` takes.
      command: 'node scripts/start.mjs',
      cwd: '..',
      url: `${baseURL}/api/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.E2E_PORT,
        HOST: 'localhost',
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        LOG_PRETTY: 'false',
        RATE_LIMIT_PER_MINUTE: '100000',
        // The payments sandbox on any free port, so a portal already running on this machine does not clash.
        PAYMENTS_SANDBOX_PORT: '0',
        // Journeys that depend on time stop the server's clock (POST /dev/clock) instead of racing it.
        TEST_CLOCK: 'true',
        // The webhooks journey's receiver listens on this machine (loopback, plain http).
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
        IDENTITY_RATE_LIMIT_PER_IP: '100000',
        SSO_ISSUER: directoryURL,
        SSO_CLIENT_ID: 'portal-e2e',
        SSO_CLIENT_SECRET: 'portal-e2e-secret',
      },
    },
  ],
});
