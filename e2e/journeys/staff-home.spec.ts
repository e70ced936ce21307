import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { SIZES } from '../support/layout';
import { firstSignInWithTemporaryPassword, newestInMail, toast } from '../support/portal';

for (const { name, viewport } of SIZES) {
  test.describe(`staff on a ${name}`, () => {
    test.use({ viewport });

    test('open an account for a new advertiser, whose owner signs in with the mailed password and finds it', async ({
      page,
      browser,
      baseURL,
      request,
      signedInAs,
    }) => {
      const business = `Lone Star Roofing ${name}`;
      const owner = `dana.${name}@lonestar.example`;
      await signedInAs('staff');
      await page.goto('/admin');
      await page.getByRole('link', { name: 'New advertiser' }).click();
      await expect(page).toHaveURL('/admin/new');
      await expect(page.getByRole('heading', { level: 1, name: 'New advertiser' })).toBeVisible();

      // Sent empty: each field says what it needs, and nothing is opened.
      await page.getByRole('button', { name: 'Open account' }).click();
      await expect(page.getByText('Enter the street address')).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(business);
      await page.getByRole('textbox', { name: 'Formal name' }).fill(`${business} LLC`);
      await page.getByRole('textbox', { name: 'Phone' }).fill('(512) 555-0190');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`office.${name}@lonestar.example`);
      await page.getByRole('combobox', { name: 'Time zone' }).selectOption('CST');
      await page.getByRole('textbox', { name: 'Street' }).fill('500 Congress Ave');
      await page.getByRole('textbox', { name: 'City' }).fill('Austin');
      await page.getByRole('combobox', { name: 'State' }).selectOption('TX');
      await page.getByRole('textbox', { name: 'ZIP code' }).fill('78701');
      await page.getByRole('radio', { name: /^Postpaid/ }).check();
      await page.getByRole('textbox', { name: 'Owner’s name' }).fill('Dana Roof');
      await page.getByRole('textbox', { name: 'Owner’s email' }).fill(owner);
      await page.getByRole('button', { name: 'Open account' }).click();

      await expect(
        toast(page, new RegExp(`${business} is open as #\\d{6}\\. ${owner} was invited as its owner\\.`)),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('banner')).toContainText(business);

      // It is in the staff's table, new this month.
      await page.goto('/admin?flags=newLast30Days');
      await page.getByRole('textbox', { name: 'Search' }).fill('Lone Star');
      await expect(page.getByRole('link', { name: business })).toBeVisible();
      await expect(page.locator('[data-loading]')).toHaveCount(0);
      await expectAccessible(page);

      // The owner, in a browser of their own: the mailed temporary password, a password of their own, the account.
      const invitee = await browser.newContext({ baseURL, viewport });
      try {
        const tab = await invitee.newPage();
        const temporaryPassword = await newestInMail(request, owner, /temporary password[^\n]*\n\n(\S+)$/);
        await firstSignInWithTemporaryPassword(tab, owner, temporaryPassword, 'Shingle-Storm-0wn!');
        await expect(tab.getByRole('banner')).toContainText(business);
        await tab.goto('/account');
        await expect(tab.getByRole('main')).toContainText('Dana Roof');
      } finally {
        await invitee.close();
      }
    });
  });
}

test('staff narrow the accounts table from a queue tile and by the filters, kept in the address', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('staff');
  await page.goto('/admin');
  await page.getByRole('link', { name: /Stopped by funds: \d+/ }).click();
  await expect(page).toHaveURL('/admin?flags=stoppedByFunds');
  await expect(page.getByRole('checkbox', { name: 'Stopped by funds' })).toBeChecked();
  // The chip's box is its label; the checkbox inside is drawn hidden.
  await page
    .locator('label')
    .filter({ hasText: /^Stopped by funds$/ })
    .click();
  await expect(page.getByRole('checkbox', { name: 'Stopped by funds' })).not.toBeChecked();
  await page.getByRole('combobox', { name: 'Billing mode' }).selectOption('PREPAID');
  // Each change lands in the address, where the filters live (useUrlFilters keeps two quick changes both).
  await expect(page).toHaveURL('/admin?billing=PREPAID');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('balance');
  await expect(page).toHaveURL('/admin?billing=PREPAID&sort=balance');
  await expect(page.getByRole('table', { name: 'Accounts' })).toContainText('Prepaid');
  await expect(page.getByRole('table', { name: 'Accounts' })).not.toContainText('Postpaid');
});
