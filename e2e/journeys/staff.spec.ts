import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { SIZES } from '../support/layout';
import { openNavigation } from '../support/portal';

for (const { name, viewport } of SIZES) {
  test.describe(`staff on a ${name}`, () => {
    test.use({ viewport });

    test('land on their home, open an account from the table, see whose account they act on, and leave it', async ({
      page,
      signedInAs,
    }) => {
      await signedInAs('staff');
      await page.goto('/');
      // No account open: their home is every account.
      await expect(page).toHaveURL('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Disputes waiting: \d+/ })).toBeVisible();
      await expect(page.locator('[data-loading]')).toHaveCount(0);
      await expectAccessible(page);

      await page.getByRole('textbox', { name: 'Search' }).fill('Plumbing');
      await page.getByRole('link', { name: 'Brightside Plumbing Austin' }).click();
      await expect(page).toHaveURL(/\/admin\/[0-9a-f-]{36}$/);
      const header = page.getByRole('banner');
      await expect(header).toContainText(/Acting on\s*Brightside Plumbing Austin\s·\s#\d{6}/);
      // For staff the account name is not a link (specification section 2).
      await expect(header.getByRole('link', { name: /Brightside Plumbing Austin/ })).toHaveCount(0);
      await expectAccessible(page);

      // It stays while they move around the account's screens, and the navigation leads back home.
      await page.goto('/campaigns');
      await expect(header).toContainText(/Acting on\s*Brightside Plumbing Austin\s·\s#\d{6}/);
      await (await openNavigation(page)).getByRole('link', { name: 'Accounts' }).click();
      await expect(page).toHaveURL('/admin');
      await expect(header).toContainText('Acting on');

      await header.getByRole('button', { name: 'Leave account' }).click();
      await expect(page).toHaveURL('/admin');
      await expect(header).not.toContainText('Acting on');
      expect(await page.evaluate(() => localStorage.getItem('selectedAccountId'))).toBeNull();
    });
  });
}

test.describe('customers', () => {
  test('see the account name and number in the header, as a link to switch, and no staff navigation', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('owner');
    await page.goto('/account-select');
    await page.getByRole('button', { name: /Brightside Home Services/ }).click();
    await expect(page).toHaveURL('/');
    const badge = page.getByRole('banner').getByRole('link', { name: /Brightside Home Services · #\d{6}/ });
    await expect(badge).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accounts' })).toHaveCount(0);
    await expect(page.getByRole('banner')).not.toContainText('Acting on');
    await badge.click();
    await expect(page).toHaveURL('/account-select');
  });
});
