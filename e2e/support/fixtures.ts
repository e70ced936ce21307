import { test as base, expect, type Browser, type APIRequestContext } from '@playwright/test';
import { DEMO_USER, type DemoUser } from '../../apps/server/src/test/demo';
import { expectAccessible } from './accessibility';
import { signInWithPassword } from './portal';
import { startPortal, type PortalServer } from './portal-server';

/** What the browser keeps of a signed-in session: the identity client's entries in localStorage. */
type StoredSession = [key: string, value: string][];

const accessTokenOf = (session: StoredSession) => session.find(([key]) => key.endsWith('.accessToken'))?.[1];

/** Signs a demo user in through the login form, in a context of its own, and keeps what it stored. */
async function signInThroughTheForm(browser: Browser, baseURL: string, user: DemoUser): Promise<StoredSession> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await signInWithPassword(page, DEMO_USER[user]);
    await expect(page).not.toHaveURL(/\/login/);
    const state = await context.storageState();
    return (state.origins[0]?.localStorage ?? [])
      .filter(({ name }) => name.startsWith('CognitoIdentityServiceProvider.'))
      .map(({ name, value }) => [name, value]);
  } finally {
    await context.close();
  }
}

/** A stored session still works unless a journey signed that user out (which revokes its tokens). */
async function stillSignedIn(request: APIRequestContext, session: StoredSession): Promise<boolean> {
  const token = accessTokenOf(session);
  return Boolean(token) && (await request.get('/api/session', { headers: { authorization: `Bearer ${token}` } })).ok();
}

/**
 * Each worker runs its own portal on its own copy of the run's template database (portal-server.ts), and its
 * journeys' `baseURL` is that portal: what one worker's journeys change, the other's never see.
 * Journeys get a page that fails the test on any uncaught page error, and whose last state is checked with axe
 * at the end of the journey (journeys also check states they pass through with `expectAccessible`); each
 * screen and state once a run (accessibility.ts).
 * `signedInAs(user)` starts the page signed in, for journeys about something else than signing in: each
 * demo user goes through the login form once per worker, and later pages start from what it stored.
 */
export const test = base.extend<
  { pageErrors: Error[]; signedInAs: (user: DemoUser) => Promise<void> },
  { portal: PortalServer; sessions: Map<DemoUser, StoredSession> }
>({
  portal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const portal = await startPortal({
        name: `portal ${workerInfo.parallelIndex}`,
        port: Number(process.env[`E2E_PORT_${workerInfo.parallelIndex}`]),
        sandboxPorts: {
          payments: Number(process.env[`E2E_PAYMENTS_PORT_${workerInfo.parallelIndex}`]),
          sms: Number(process.env[`E2E_SMS_PORT_${workerInfo.parallelIndex}`]),
        },
        template: process.env.E2E_TEMPLATE!,
        directoryURL: `http://localhost:${process.env.E2E_OIDC_PORT}`,
      });
      try {
        await use(portal);
      } finally {
        await portal.stop();
      }
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  sessions: [async ({}, use) => use(new Map()), { scope: 'worker' }],
  signedInAs: async ({ page, browser, baseURL, request, sessions }, use) => {
    await use(async (user) => {
      let session = sessions.get(user);
      if (!session || !(await stillSignedIn(request, session))) {
        session = await signInThroughTheForm(browser, baseURL!, user);
        sessions.set(user, session);
      }
      // Before the app's scripts, once per tab: a journey that signs out must stay signed out.
      await page.addInitScript((entries) => {
        if (sessionStorage.getItem('e2e-session-seeded')) return;
        for (const [key, value] of entries) localStorage.setItem(key, value);
        sessionStorage.setItem('e2e-session-seeded', 'yes');
      }, session);
    });
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
  page: async ({ page }, use, testInfo) => {
    // A journey that lands on /login unexpectedly says which call signed it out (the app signs out on a 401 or
    // 403 from the API, and on a refused refresh at the user pool).
    const refusals: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      const refused =
        (pathname.startsWith('/api/') && [401, 403].includes(response.status())) ||
        (pathname === '/cognito-idp' && response.status() === 400);
      if (!refused) return;
      const request = response.request();
      const token = request.headers().authorization ? 'with a token' : 'without a token';
      const at = `${new Date().toISOString()} ${request.method()} ${pathname} ${token}: ${response.status()}`;
      void response.text().then(
        (body) => refusals.push(`${at} ${body.slice(0, 300)}`),
        () => refusals.push(at),
      );
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && refusals.length > 0)
      await testInfo.attach('refused calls', { body: refusals.join('\n'), contentType: 'text/plain' });
    // The state a journey ends in, unless a check of this run (this journey's own, or another's) found that
    // screen in that state clean already.
    if (page.url().startsWith('http')) await expectAccessible(page);
  },
});

export { expect };
