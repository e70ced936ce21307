import type { Browser, Page } from '@playwright/test';
import { DEMO_IDS, DEMO_USER } from '../../apps/server/src/test/demo';
import { expectAccessible } from '../support/accessibility';
import { withAccountSelected } from '../support/campaign-api';
import { expect, test } from '../support/fixtures';
import { SIZES } from '../support/layout';
import { signInWithPassword, toast } from '../support/portal';

const ACCOUNT = DEMO_IDS.parentAccount;
const region = (page: Page, name: string) => page.getByRole('region', { name });

/** Another person in a browser of their own, signed in through the form, with the account open. */
async function signedInElsewhere(browser: Browser, viewport: { width: number; height: number }, email: string) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await withAccountSelected(page, ACCOUNT);
  await page.goto('/login');
  await signInWithPassword(page, email);
  await expect(page.getByRole('button', { name: /user menu/i })).toBeVisible();
  return page;
}

for (const { name, viewport } of SIZES) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a $600 credit waits for a second staff member, and once approved shows on the customer’s transactions', async ({
      page,
      browser,
      signedInAs,
    }) => {
      const note = `Two days of calls lost in the ${name} test ${Date.now()}.`;
      await signedInAs('staff');
      await withAccountSelected(page, ACCOUNT);
      await page.goto('/billing');
      const adjustments = region(page, 'Adjustments');
      await adjustments.getByRole('button', { name: 'New adjustment' }).click();
      const dialog = page.getByRole('dialog', { name: 'New adjustment' });
      await expect(dialog.getByRole('textbox', { name: 'Amount' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Book adjustment' }).click();
      await expect(dialog.getByText('Enter an amount in dollars, e.g. 25.00')).toBeVisible();
      await expect(dialog.getByText('Say why: the customer reads it')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Amount' }).fill('600');
      await dialog.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Service issue' });
      await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
      await expect(dialog.getByText('A second staff member approves it')).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Send for approval' }).click();
      await expect(toast(page, 'The adjustment waits for a second staff member’s approval.')).toBeVisible();
      await expect(dialog).toBeHidden();
      const mine = adjustments.getByRole(name === 'phone' ? 'listitem' : 'row').filter({ hasText: note });
      await expect(mine).toContainText('Credit of $600.00');
      await expect(mine).toContainText('Waiting for approval');
      await expect(mine).toContainText('A second staff member approves it');
      await expect(mine.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
      await expectAccessible(page);

      // The second pair of eyes.
      const approver = await signedInElsewhere(browser, viewport, DEMO_USER.approver);
      await approver.goto('/billing');
      const theirs = region(approver, 'Adjustments')
        .getByRole(name === 'phone' ? 'listitem' : 'row')
        .filter({ hasText: note });
      await theirs.getByRole('button', { name: 'Approve the credit of $600.00' }).click();
      await expect(toast(approver, 'Credit of $600.00 was approved and booked.')).toBeVisible();
      await expect(theirs).toContainText('Booked, approved by approver@demo.test');
      await expect(theirs.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
      await approver.context().close();

      // The customer reads it among the transactions, with its reason, as money in.
      const owner = await signedInElsewhere(browser, viewport, DEMO_USER.owner);
      await owner.goto('/billing');
      const transactions = region(owner, 'Transactions');
      await expect(transactions.getByText(`Service issue: ${note}`)).toBeVisible();
      await expect(region(owner, 'Adjustments')).toHaveCount(0);
      await owner.context().close();
    });
  });
}
