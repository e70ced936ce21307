import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { latestCode, toast } from '../support/portal';

async function requestPasscode(page: Page, email: string, channel: 'Email' | 'Text message') {
  await page.goto('/otp');
  await expect(page.getByRole('heading', { name: 'Sign in with a passcode' })).toBeVisible();
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
    await expect(page.getByText('We sent a passcode to your email o***@d***')).toBeVisible();
    await expectAccessible(page);
    const first = await latestCode(request, 'owner@demo.test', firstAt);

    await page.getByRole('textbox', { name: 'Passcode', exact: true }).fill(first === '000000' ? '000001' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, 'We could not verify that passcode: Invalid code or auth state for the user.')).toBeVisible();

    const secondAt = new Date();
    await page.getByRole('button', { name: 'Send a new passcode' }).click();
    await expect(toast(page, 'We sent you a new passcode.')).toBeVisible();
    const second = await latestCode(request, 'owner@demo.test', secondAt);
    // Pasted, as from a password manager or the mail app.
    await page.getByRole('textbox', { name: 'Passcode', exact: true }).fill(second);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/account-select$/);
  });

  test('by text message', async ({ page, request }) => {
    const sentAt = new Date();
    await requestPasscode(page, 'manager@demo.test', 'Text message');
    await expect(page.getByText('We sent a passcode to your phone +*******0102')).toBeVisible();
    const code = await latestCode(request, '+15125550102', sentAt);
    await page.getByRole('textbox', { name: 'Passcode', exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    // One account: it is selected for them, and they land on the summary.
    await expect(page).toHaveURL('/');
  });
});
