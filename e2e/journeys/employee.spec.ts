import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';

test.describe('employee sign-in', () => {
  test('an admin path sends staff through the company directory and back, as an administrator', async ({ page }) => {
    await page.goto('/admin/00000000-0000-4000-8000-000000001001');
    await expect(page).toHaveURL('/employee-login?redirectTo=%2Fadmin%2F00000000-0000-4000-8000-000000001001');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Login with the Company Directory', exact: true }).click();

    // The directory's own (development) login and consent pages.
    await page.locator('input[name="login"]').fill('alice');
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: /sign-in/i }).click();
    await page.getByRole('button', { name: /continue/i }).click();

    await expect(page).toHaveURL('/admin/00000000-0000-4000-8000-000000001001');
    await expect(page.getByRole('heading', { name: 'Account administration' })).toBeVisible();
    // Named as the directory names her.
    await expect(page.getByRole('button', { name: 'User menu for Alice (Directory)' })).toBeVisible();
    await page.getByRole('button', { name: /user menu/i }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Account', 'Profile', 'Contact Us', 'Sign Out']);
  });
});
