import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { DESKTOP, PHONE, SIZES, focusedElement } from '../support/layout';

/** Presses Tab until focus leaves the page, and returns every stop on the way. */
async function tabStops(page: Page, limit = 30) {
  const stops: { what: string; onScreen: boolean }[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusedElement(page);
    if (stop.what === 'body') break;
    stops.push(stop);
  }
  return stops;
}

for (const { name, viewport } of SIZES) {
  test.describe(`keyboard on a ${name}`, () => {
    test.use({ viewport });

    test('Tab never lands on something hidden in the signed-in shell', async ({ page, signedInAs }) => {
      await signedInAs('staff');
      await page.goto('/');
      await expect(page).toHaveURL('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
      // Start at the top of the page, so the walk crosses the header, the screen and the footer.
      await page.locator('body').click({ position: { x: 1, y: 1 } });
      const stops = await tabStops(page);
      expect(stops.length).toBeGreaterThanOrEqual(2);
      expect(stops.filter((stop) => !stop.onScreen).map((stop) => stop.what)).toEqual([]);
      await expectAccessible(page);
    });
  });
}

test('the first Tab on a signed-in page offers to skip the header, and Enter goes to the screen', async ({
  page,
  signedInAs,
}) => {
  await page.setViewportSize(DESKTOP);
  await signedInAs('staff');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  // The page as it loaded, nothing clicked: the first Tab starts at the top of the document.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  // Past the header: the next stop is inside the screen.
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test.describe('the phone menu', () => {
  test.use({ viewport: PHONE });

  test('opens from the burger, closes on Escape and gives focus back to the burger', async ({ page, signedInAs }) => {
    await signedInAs('staff');
    await page.goto('/');
    await expect(page).toHaveURL('/admin');
    const burger = page.getByRole('button', { name: 'Open navigation' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main navigation', exact: true })).toBeHidden();

    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main navigation', exact: true });
    await expect(menu.getByRole('link', { name: 'Campaigns' })).toBeVisible();
    await expectAccessible(page);
    await menu.getByRole('link', { name: 'Campaigns' }).focus();

    await page.keyboard.press('Escape');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Main navigation', exact: true })).toBeHidden();
  });

  test('is unreachable by keyboard on a desktop', async ({ page, signedInAs }) => {
    await page.setViewportSize(DESKTOP);
    await signedInAs('staff');
    await page.goto('/');
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('navigation', { name: 'Main navigation', exact: true })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
  });
});
