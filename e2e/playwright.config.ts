import { defineConfig } from '@playwright/test';
import { CHROMIUM_HELP, findChromium } from '../scripts/find-chromium.mjs';
import { freePorts } from './support/free-ports';

const chromium = findChromium({ headlessShell: true });
if (!chromium) throw new Error(CHROMIUM_HELP);

// Three workers, each with its own portal and database (support/fixtures.ts); E2E_WORKERS=1 for one. On 2 cores, two
// kept the cores busy about two thirds of the time: a journey mostly waits (for the portal, and for Playwright's
// next look at the page, which comes 500 ms apart once a state has taken more than 270 ms to come), and a third
// worker's journeys fill those waits (measured: 141 journeys in 278 s on two, 262 s on three).
const workers = Number(process.env.E2E_WORKERS ?? 3);

// Chosen once in the main process; workers inherit the environment, so they see the same values. Worker n's
// portal listens on E2E_PORT_<n> (its payments and SMS sandboxes on E2E_PAYMENTS_PORT_<n> and E2E_SMS_PORT_<n>);
// the directory knows each portal's address.
if (!process.env.E2E_OIDC_PORT) {
  const [oidc, ...perWorker] = await freePorts(1 + 3 * workers);
  process.env.E2E_OIDC_PORT = String(oidc);
  for (let index = 0; index < workers; index += 1)
    for (const [offset, name] of ['E2E_PORT', 'E2E_PAYMENTS_PORT', 'E2E_SMS_PORT'].entries())
      process.env[`${name}_${index}`] = String(perWorker[index * 3 + offset]);
}
const portalURLs = Array.from(
  { length: workers },
  (_, index) => `http://localhost:${process.env[`E2E_PORT_${index}`]}`,
);
const directoryURL = `http://localhost:${process.env.E2E_OIDC_PORT}`;

export default defineConfig({
  testDir: './journeys',
  outputDir: '../test-results',
  // Files are shared out between the workers; a file's journeys run in order in one worker.
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers,
  // The web build (when stale) and the template database every worker's portal copies.
  globalSetup: './support/global-setup.ts',
  // Bounds, not waits (journeys wait for states): on 2 cores busy with the other tests, or under `stress --cpu 2`,
  // a screen's code and data can take well over Playwright's default 5 s to arrive after a click. A journey's bound
  // is two minutes: on a 2-core machine half as fast as the one these were written on, the journeys that go
  // through many screens (every page's title, a deploy seen by the service worker) took just over one.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-report.json' }]],
  use: {
    // baseURL is each worker's own portal (support/fixtures.ts).
    // Animations off: Mantine's transitions and ours follow the reduced-motion preference (app/theme.ts).
    reducedMotion: 'reduce',
    // The portal's service worker answers the pages it controls, and Playwright's routes (which journeys use to
    // show a screen's error states) do not see what a worker fetches. Journeys about the worker allow it.
    serviceWorkers: 'block',
    // Traces only when asked (E2E_TRACE=1): recording one for every journey costs a quarter of the journeys' time
    // on 2 cores. A failure still leaves its screenshot and the page's accessibility snapshot (error-context.md).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
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
      // The company directory employees sign in with: a real OpenID Connect provider, one for every worker's
      // portal (each is registered with its own redirect address).
      command: 'node e2e/support/oidc-directory.mjs',
      cwd: '..',
      url: `${directoryURL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        OIDC_PORT: process.env.E2E_OIDC_PORT,
        PORTAL_URLS: portalURLs.join(','),
        OIDC_CLIENT_ID: 'portal-e2e',
        OIDC_CLIENT_SECRET: 'portal-e2e-secret',
      },
    },
  ],
});
