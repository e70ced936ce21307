import { test as base, expect, type Browser, type APIRequestContext } from '@playwright/test';
import { DEMO_USER, type DemoUser } from '../../apps/server/src/test/demo';
import { countDomChanges, expectAccessible } from './accessibility';
import { signInWithPassword } from './portal';

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
 * Journeys get a page that fails the test on any uncaught page error, and that is checked with axe at the
 * end of every journey (journeys also check each page they pass through with `expectAccessible`).
 * `signedInAs(user)` starts the page signed in, for journeys about something else than signing in: each
 * demo user goes through the login form once per worker, and later pages start from what it stored.
 */
export const test = base.extend<
  { pageErrors: Error[]; signedInAs: (user: DemoUser) => Promise<void> },
  { sessions: Map<DemoUser, StoredSession> }
>({
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
  page: async ({ page }, use) => {
    await page.addInitScript(countDomChanges);
    await use(page);
    if (page.url().startsWith('http')) await expectAccessible(page, { unlessUnchanged: true });
  },
});

export { expect };
