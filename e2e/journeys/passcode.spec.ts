import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { SIZES } from '../support/layout';
import { latestCode, toast } from '../support/portal';

async function requestPasscode(page: Page, email: string, channel: 'Email' | 'Text message') {
  await page.goto('/otp');
  await expect(page.getByRole('heading', { name: 'Login with a passcode', exact: true })).toBeVisible();
  await expect(page.getByText('Passcode is sent within a few minutes.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByText(channel, { exact: true }).click();
  await page.getByRole('button', { name: 'Get Code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter Passcode' })).toBeVisible();
}

test.describe('passwordless sign-in', () => {
  test('by email, after a wrong passcode and a new one', async ({ page, request }) => {
    await page.goto('/otp');
    await expectAccessible(page);
    const firstAt = new Date();
    await requestPasscode(page, 'owner@demo.test', 'Email');
    await expect(page.getByText('We are sending a passcode to your email o***@d***.')).toBeVisible();
    // Said once, without a contradiction: it may take a few minutes to arrive, and it lasts 3 minutes from sending.
    await expect(
      page.getByText(
        'Passcode is sent within a few minutes and is valid for 3 minutes after it is sent; if it expires before you use it, press Resend Passcode.',
      ),
    ).toBeVisible();
    await expectAccessible(page);
    const first = await latestCode(request, 'owner@demo.test', firstAt);

    await page.getByRole('textbox', { name: 'Passcode', exact: true }).fill(first === '000000' ? '000001' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    const alert = page.getByRole('form', { name: 'Enter Passcode' }).getByRole('alert');
    await expect(alert).toHaveText(/We could not verify that passcode: Invalid code or auth state for the user\./);
    await expect(alert).toBeFocused();
    await expectAccessible(page);

    const secondAt = new Date();
    await page.getByRole('button', { name: 'Resend Passcode', exact: true }).click();
    await expect(toast(page, 'We are sending you a new passcode.')).toBeVisible();
    const second = await latestCode(request, 'owner@demo.test', secondAt);
    // Pasted, as from a password manager or the mail app.
    await page.getByRole('textbox', { name: 'Passcode', exact: true }).fill(second);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/account-select$/);
  });

  test('by text message', async ({ page, request }) => {
    const sentAt = new Date();
    await requestPasscode(page, 'manager@demo.test', 'Text message');
    await expect(page.getByText('We are sending a passcode to your phone +*******0102.')).toBeVisible();
    const code = await latestCode(request, '+15125550102', sentAt);
    await page.getByRole('textbox', { name: 'Passcode', exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    // One account: it is selected for them, and they land on the summary.
    await expect(page).toHaveURL('/');
  });
});

for (const { name, viewport } of SIZES) {
  test.describe(`the passcode step on a ${name}`, () => {
    test.use({ viewport });

    test('puts focus in the passcode field', async ({ page }) => {
      await requestPasscode(page, 'viewer@demo.test', 'Email');
      await expect(page.getByRole('textbox', { name: 'Passcode', exact: true })).toBeFocused();
      await expectAccessible(page);
    });
  });
}
