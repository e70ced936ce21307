import type { Browser, Locator, Page } from '@playwright/test';
import { enablePerson } from '@portal/shared/contracts/people/enable-person';
import { listPeople } from '@portal/shared/contracts/people/list-people';
import { expectAccessible } from '../support/accessibility';
import { callAs } from '../support/campaign-api';
import { expect, test } from '../support/fixtures';
import { JOURNEY_USERS } from '../support/journey-users';
import { SIZES } from '../support/layout';
import {
  DEMO_PASSWORD,
  firstSignInWithTemporaryPassword,
  newestInMail,
  openNavigation,
  signInWithPassword,
  toast,
} from '../support/portal';

// A person of this journey's own (journey-users.ts): disabled, enabled again and given a temporary password. The
// finally below enables them whatever happens; the password they choose at the end is the one the next run (the
// other size, on the same worker's portal) signs in with.
const person = JOURNEY_USERS.people;
const NAME = `${person.firstName} ${person.lastName}`;
const CHOSEN_PASSWORD = 'Harbor-Chose-0wn!';

/** The person, signed in on a browser of their own, with the demo's password or the one a run before chose. */
async function personSignedIn(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/login');
  await signInWithPassword(page, person.email, DEMO_PASSWORD);
  const signedIn = page.getByRole('button', { name: /user menu/i });
  const refused = page.getByText('Incorrect username or password.');
  await expect(signedIn.or(refused)).toBeVisible();
  if (await refused.isVisible()) {
    await signInWithPassword(page, person.email, CHOSEN_PASSWORD);
    await expect(signedIn).toBeVisible();
  }
  return page;
}

/** Picks an action from a person's row menu, and gives the reason its dialog asks for. */
async function act(page: Page, list: Locator, item: string, dialogTitle: string, confirm: string, reason: string) {
  await list.getByRole('button', { name: `Actions for ${NAME}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

for (const { name, viewport } of SIZES) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('staff find a person, disable and enable their sign-in, and reset their password by mail', async ({
      page,
      browser,
      signedInAs,
      request,
    }) => {
      try {
        const theirs = await personSignedIn(browser, viewport);

        await signedInAs('staff');
        await page.goto('/');
        await (await openNavigation(page)).getByRole('link', { name: 'People' }).click();
        await expect(page).toHaveURL('/admin/people');
        await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
        const list = page.getByRole(name === 'phone' ? 'list' : 'table', { name: 'People' });
        // Every sign-in: the demo's customers and staff among them.
        await expect(list.getByText('owner@demo.test')).toBeVisible();
        await expect(list.getByText('Staff (operator)')).toBeVisible();
        await expect(page.locator('[data-loading], [data-stand-in]')).toHaveCount(0);
        await expectAccessible(page);

        await page.getByRole('searchbox', { name: 'Search' }).fill('people.journey');
        await expect(page).toHaveURL(/search=people\.journey/);
        await expect(list.getByText('owner@demo.test')).toBeHidden();
        await expect(list.getByText(person.email)).toBeVisible();

        // Disable: the reason is asked for, then their open session ends and a new sign-in is refused.
        await list.getByRole('button', { name: `Actions for ${NAME}` }).click();
        await expect(page.getByRole('menuitem', { name: 'Make staff' })).toBeHidden();
        await expectAccessible(page);
        await page.getByRole('menuitem', { name: 'Disable sign-in' }).click();
        const dialog = page.getByRole('dialog', { name: `Disable the sign-in of ${NAME}?` });
        await dialog.getByRole('button', { name: 'Disable sign-in' }).click();
        await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
          /Say why: the audit log keeps it/,
        );
        await expect(dialog.locator('[data-loading]')).toHaveCount(0);
        await expectAccessible(page);
        await dialog.getByRole('textbox', { name: 'Reason' }).fill('Left the business (people journey).');
        await dialog.getByRole('button', { name: 'Disable sign-in' }).click();
        await expect(toast(page, `${NAME} is disabled and signed out everywhere.`)).toBeVisible();
        await expect(list.getByText('Disabled', { exact: true })).toBeVisible();
        await expectAccessible(page);

        // Their screen finds out by itself (its live stream ends with the sign-in) or at its next request.
        await expect(async () => {
          if (!theirs.url().includes('/login')) await theirs.goto('/').catch(() => undefined);
          await expect(theirs).toHaveURL(/\/login/, { timeout: 2_000 });
        }).toPass();
        await signInWithPassword(theirs, person.email, DEMO_PASSWORD);
        await expect(theirs.getByText('User is disabled.')).toBeVisible();

        await act(page, list, 'Enable sign-in', `Enable the sign-in of ${NAME}?`, 'Enable sign-in', 'Came back.');
        await expect(toast(page, `${NAME} can sign in again.`)).toBeVisible();
        await expect(list.getByText('Disabled', { exact: true })).toBeHidden();

        // Reset password: the temporary password arrives by mail, and the person chooses their own with it.
        const since = new Date();
        await act(
          page,
          list,
          'Reset password',
          `Reset the password of ${NAME}?`,
          'Reset password',
          'Forgot it, asked on the phone.',
        );
        await expect(toast(page, `A temporary password is on its way to ${person.email}.`)).toBeVisible();
        await expect(list.getByText('Temporary password', { exact: true })).toBeVisible();
        const temporary = await newestInMail(request, person.email, /choose your own password:\n\n(\S+)/, since);

        await firstSignInWithTemporaryPassword(theirs, person.email, temporary, CHOSEN_PASSWORD);
        await theirs.context().close();
      } finally {
        const [found] = (await callAs(request, 'staff', listPeople, { query: { search: person.email } })).items;
        if (found && !found.enabled)
          await callAs(request, 'staff', enablePerson, {
            params: { userId: found.id },
            body: { reason: 'Restored by the people journey.' },
          });
      }
    });
  });
}
