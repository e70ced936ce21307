import type { Page } from '@playwright/test';
import { DEMO_IDS } from '../../apps/server/src/test/demo';
import { expectAccessible } from '../support/accessibility';
import { withAccountSelected } from '../support/campaign-api';
import { ingestEvent, selectAccountOnce } from '../support/supply-events';
import { expect, test } from '../support/fixtures';
import { PHONE, clippedButtons, horizontalOverflow, undersizedTargets } from '../support/layout';

/** On a phone every control is a 44 x 44 px target, no label is cut off, and nothing scrolls sideways. */
async function expectFitsAPhone(page: Page, where: string) {
  expect(await undersizedTargets(page), `targets under 44 x 44 px on ${where}`).toEqual([]);
  expect(await clippedButtons(page), `cut-off buttons on ${where}`).toEqual([]);
  expect(await horizontalOverflow(page), `sideways overflow on ${where}`).toBe(0);
}

const SIGNED_OUT = [
  '/login',
  '/otp',
  '/forgot-password',
  '/create-new-password?userName=viewer%40demo.test',
  '/new-password',
  '/confirm?username=pending%40demo.test',
  '/employee-login',
  '/payment-bridge',
  '/unsubscribe',
];

test.describe('on a 360 x 740 phone', () => {
  test.use({ viewport: PHONE });

  test('the signed-out screens fit, with finger-sized targets', async ({ page }) => {
    for (const path of SIGNED_OUT) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('alert')).first()).toBeVisible();
      await expectFitsAPhone(page, path);
      await expectAccessible(page);
    }
  });

  test('the shell fits: header, menu, user menu and footer', async ({ page, signedInAs }) => {
    await signedInAs('owner');
    await page.goto('/account-select');
    await page.getByRole('button', { name: /Brightside Home Services/ }).click();
    await expect(page).toHaveURL('/');
    // The address changes as the choice is made; the Summary replaces the choice once its code is here, and
    // that arrival closes a phone menu opened in between (as any change of screen does). A person opens the
    // menu on the screen they see.
    await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await expectFitsAPhone(page, 'the shell');

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main navigation', exact: true }).getByRole('link', { name: 'Billing' }),
    ).toBeVisible();
    await expectFitsAPhone(page, 'the open phone menu');
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /user menu/i }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await expectFitsAPhone(page, 'the user menu');
    await expectAccessible(page);
  });

  test('the staff shell fits, with the acting-on strip', async ({ page, signedInAs }) => {
    await signedInAs('staff');
    await page.goto('/');
    await expect(page).toHaveURL('/admin');
    await page.goto('/admin/00000000-0000-4000-8000-000000001002');
    await expect(page.getByRole('banner')).toContainText('Acting on');
    await page.goto('/campaigns');
    await expect(page.getByRole('button', { name: 'Leave account' })).toBeVisible();
    await expectFitsAPhone(page, 'the staff shell');
    await expectAccessible(page);
  });

  test('what the money and value work added fits: needs attention, billing’s transactions, the figures, the summary email', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('owner');
    // Brightside Plumbing Austin: post-paid, with an invoice always overdue and campaigns that need attention.
    await withAccountSelected(page, DEMO_IDS.childAccount);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Needs attention' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download report (PDF)' })).toBeVisible();
    await expectFitsAPhone(page, 'the Summary');
    await expectAccessible(page);
    // Billing (its overdue banner on a phone is looked at by the billing journey that pays it: journeys share data).
    await page.goto('/billing');
    await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
    // The transactions as a bank statement (money in, money out, the balance after each), as phone cards.
    await expect(page.getByRole('region', { name: 'Transactions' }).getByText('Balance').first()).toBeVisible();
    await expectFitsAPhone(page, 'Billing');
    await expectAccessible(page);
    await page.goto('/campaigns?days=7');
    await expect(page.getByRole('combobox', { name: 'Figures for' })).toHaveValue('7');
    await expectFitsAPhone(page, 'the campaigns');
    await expectAccessible(page);
    await page.goto('/profile');
    await expect(page.getByRole('combobox', { name: 'Summary email' })).toBeVisible();
    await expectFitsAPhone(page, 'the profile');
    await expectAccessible(page);
  });

  test('a lead marked Booked asks for the job value, and the page fits', async ({ page, signedInAs, request }) => {
    const lead = await ingestEvent(request);
    await signedInAs('billing');
    await selectAccountOnce(page);
    await page.goto(`/lead/${lead.supplyEventId}`);
    const status = page.getByRole('region', { name: 'Your status' });
    await status.getByText('Booked', { exact: true }).click();
    await expect(status.getByRole('textbox', { name: 'Job value' })).toBeVisible();
    await expectFitsAPhone(page, 'the lead page');
    await expectAccessible(page);
  });
});
