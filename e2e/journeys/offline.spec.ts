import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { DESKTOP, PHONE } from '../support/layout';
import { startOwnPortal } from '../support/portal-server';
import { ingestEvent, journeyCampaign, selectAccountOnce } from '../support/supply-events';

// The portal's service worker answers these pages (the other journeys block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const uniqueName = (first: string) => `${first} ${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
const inbox = (page: Page) => page.getByRole('region', { name: 'Waiting for a call back' });
const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });

/** Waits until the portal's latest service worker controls the page, having kept its build's files. */
async function controlledByTheWorker(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        // No newer worker still on its way: the active one is the last the browser found.
        const settled = registration?.installing === null && registration.waiting === null;
        return settled && registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
      }),
    )
    .toBe(true);
}

for (const [size, viewport] of [
  ['360 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  test(`at ${size}, without a network the portal opens with the last inbox this device loaded, and says it is offline`, async ({
    page,
    context,
    signedInAs,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await journeyCampaign(request);
    const name = uniqueName('Otto Offline');
    const lead = await ingestEvent(request, { consumer: { name }, serviceRequested: 'Leaking roof' });
    await signedInAs('owner');
    await selectAccountOnce(page);
    await page.goto('/');
    await expect(inbox(page).getByRole('listitem').filter({ hasText: name })).toBeVisible();
    // The worker is registered once the first screen is idle; from the next visit on, it answers the page.
    await controlledByTheWorker(page);
    await page.reload();
    await expect(inbox(page).getByRole('listitem').filter({ hasText: name })).toBeVisible();
    await expect(offlineNotice(page)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    const row = inbox(page).getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText('Leaking roof');
    await expect(row.getByRole('link', { name: `Call ${name}` })).toHaveAttribute('href', `tel:${lead.phone}`);
    await expect(offlineNotice(page)).toContainText(
      'You see what this device last loaded. Calls and texts still work; changes are sent once you are back online.',
    );
    await expect(page.getByRole('heading', { name: 'Summary', level: 1 })).toBeVisible();
    await expectAccessible(page);

    // An hour later the stored token has expired and cannot be refreshed here: the same page still opens.
    await page.clock.setFixedTime(Date.now() + 2 * 60 * 60 * 1000);
    await page.reload();
    await expect(row).toContainText('Leaking roof');
    await expect(offlineNotice(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Back online: the notice goes, and the page is the network's again.
    await page.clock.setFixedTime(Date.now());
    await context.setOffline(false);
    await expect(offlineNotice(page)).toHaveCount(0);
  });
}

/**
 * Deploys a new version of the web app into `dir` (a copy of the build), as a new build would: the pages naming a new
 * hashed file (a stylesheet, which this journey can read), and a service worker whose list of files to keep has the
 * new pages and the new file.
 */
const NEW_FILE = 'assets/next-deploy.css';

function deployNewVersion(dir: string): string {
  const newFile = NEW_FILE;
  // index.html and the signed-out screens' own copies of it (routes/), as the build writes them.
  const pages = [
    path.join(dir, 'index.html'),
    ...fs
      .readdirSync(path.join(dir, 'routes'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => path.join(dir, 'routes', file)),
  ];
  for (const file of pages) {
    const html = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, html.replace('</head>', `<link rel="stylesheet" href="/${newFile}"></head>`));
    // The server would send the old page's compressed copies before the new file.
    for (const copy of ['.br', '.gz']) fs.rmSync(`${file}${copy}`, { force: true });
  }
  const workerFile = path.join(dir, 'service-worker.js');
  const worker = fs.readFileSync(workerFile, 'utf8');
  const keptIndex = /\{"revision":"[0-9a-f]+","url":"index\.html"\}/;
  expect(worker).toMatch(keptIndex);
  fs.writeFileSync(
    workerFile,
    worker.replace(keptIndex, `{"revision":"next","url":"index.html"},{"revision":null,"url":"${newFile}"}`),
  );
  return newFile;
}

/** Which deployment the page on show is of: the new one names the new file, and has it (a stylesheet that loaded). */
const deploymentOf = (page: Page) =>
  page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>('link[href="/assets/next-deploy.css"]');
    if (!link) return 'first';
    return link.sheet?.cssRules.length === 1 ? 'next' : 'next, without its file';
  });

test('after a deploy the service worker never serves the old app: pages come from the network, and the new worker keeps the new files for offline', async ({
  page,
  context,
}) => {
  // A portal of its own, serving a copy of the build that the journey deploys over.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-deployment-'));
  fs.cpSync(path.resolve(import.meta.dirname, '../../apps/web/dist'), dir, { recursive: true });
  // The next deployment's new file, on the server already (the portal serves the files it found when it started),
  // named by nothing yet: as after a deploy that keeps the last one's files beside its own.
  fs.writeFileSync(path.join(dir, NEW_FILE), ':root { --deployment: next; }\n');
  const portal = await startOwnPortal('deployment portal', { WEB_DIST_DIR: dir });
  try {
    await page.goto(`${portal.url}/`);
    await expect(page.getByRole('heading', { name: 'Welcome', level: 1 })).toBeVisible();
    expect(await deploymentOf(page)).toBe('first');
    // The signed-in shell registers it (the journeys above); here the page does, as no sign-in is needed.
    await page.evaluate(() => navigator.serviceWorker.register('/service-worker.js'));
    await controlledByTheWorker(page);

    // The deploy: new pages that name the new file, and a new service worker.
    const newFile = deployNewVersion(dir);
    // The page comes through the old worker, from the network: the new version, not the one the worker kept.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome', level: 1 })).toBeVisible();
    expect(await deploymentOf(page)).toBe('next');

    // The browser finds the new worker (its script is never cached), which keeps the new files and takes over.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await controlledByTheWorker(page);
    await expect
      .poll(() =>
        page.evaluate(async (file) => {
          const kept = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()));
          return kept.flat().some((request) => request.url.endsWith(`/${file}`));
        }, newFile),
      )
      .toBe(true);

    // Offline, the app that opens is the new one too.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome', level: 1 })).toBeVisible();
    expect(await deploymentOf(page)).toBe('next');
  } finally {
    await context.setOffline(false);
    await portal.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
