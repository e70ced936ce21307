import { MESSAGES } from '@portal/shared/messages';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { JOURNEY_USERS } from '../support/journey-users';
import { DEMO_PASSWORD, latestCode, signInWithPassword, toast } from '../support/portal';

test.describe('registration confirmation', () => {
  test('an unconfirmed user is sent to /confirm, confirms with the emailed code, then signs in', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    await signInWithPassword(page, 'pending@demo.test');
    await expect(page).toHaveURL('/confirm?username=pending%40demo.test');
    await expect(page.getByRole('heading', { name: 'Confirm your registration', exact: true })).toBeVisible();
    // Signing in sent no code: the screen must not say it did.
    await expect(
      page.getByText(
        'Use the verification code from the email we sent when you registered, or press Resend Verification Code for a new one.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/we emailed you|we sent a/i)).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Username (email)', exact: true }).fill('');
    await page.getByRole('button', { name: 'Resend Verification Code' }).click();
    await expect(page.getByText(MESSAGES.enterUsername)).toBeVisible();
    await page.getByRole('textbox', { name: 'Username (email)', exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Resend Verification Code' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Username (email)', exact: true })).toBeFocused();

    await page.getByRole('textbox', { name: 'Username (email)', exact: true }).fill('pending@demo.test');
    const sentAt = new Date();
    await page.getByRole('button', { name: 'Resend Verification Code' }).click();
    await expect(toast(page, MESSAGES.verificationCodeSent)).toBeVisible();
    const code = await latestCode(request, 'pending@demo.test', sentAt);
    await page.getByRole('textbox', { name: 'Verification code', exact: true }).fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, MESSAGES.userVerified)).toBeVisible();
    await expect(page).toHaveURL('/login?username=pending%40demo.test');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('pending@demo.test');

    // Confirming again: the already-confirmed toast, and back to sign in.
    await page.goto('/confirm?username=pending%40demo.test');
    await page.getByRole('textbox', { name: 'Verification code', exact: true }).fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, MESSAGES.userAlreadyConfirmed)).toBeVisible();
    await expect(page).toHaveURL('/login?username=pending%40demo.test');

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    // One account: it is selected for them, and they land on the summary.
    await expect(page).toHaveURL('/');
  });
});

test.describe('forgotten password', () => {
  test('requests a code, sets a new password with it, and signs in with the new password', async ({
    page,
    request,
  }) => {
    // A VIEWER of this journey's own: no other journey signs in with the password it sets.
    const user = JOURNEY_USERS.reset.email;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user);
    const sentAt = new Date();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, MESSAGES.verificationCodeSent)).toBeVisible();
    await expect(page).toHaveURL(`/create-new-password?userName=${encodeURIComponent(user)}`);
    await expect(page.getByText(`We emailed a verification code to ${user}.`)).toBeVisible();
    await expect(page.getByText('at least 1 number and 1 special character')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await expect(page.getByText(MESSAGES.enterVerificationCode)).toBeVisible();
    await expect(page.getByText(MESSAGES.enterPassword)).toBeVisible();
    await expect(page.getByText(MESSAGES.retypePassword)).toBeVisible();

    const code = await latestCode(request, user, sentAt);
    await page.getByRole('textbox', { name: 'Verification code', exact: true }).fill(code);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Orchid-Renew-2026!');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Orchid-Renew-2026!');
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await expect(page).toHaveURL(`/login?username=${encodeURIComponent(user)}`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Orchid-Renew-2026!');
    await page.getByRole('button', { name: 'Login' }).click();
    // One account: it is selected for them, and they land on the summary.
    await expect(page).toHaveURL('/');
  });
});

test.describe('a new password without a fresh code', () => {
  test('opened from a link, /create-new-password does not claim a code was just sent', async ({ page }) => {
    await page.goto('/create-new-password?userName=viewer%40demo.test');
    await expect(page.getByRole('heading', { name: 'Create new password', exact: true })).toBeVisible();
    await expect(
      page.getByText('Use the verification code from your email, or press Resend Verification Code for a new one.'),
    ).toBeVisible();
    await expect(page.getByText(/we emailed|we sent/i)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Resend Verification Code' })).toBeVisible();
    await expectAccessible(page);
  });

  test('/forgot-password checks that the email is one', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  });
});
